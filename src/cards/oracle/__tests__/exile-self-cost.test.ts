// "{G}, Exile this card from your graveyard: …" (renew and its kin): a cost that can be paid only
// while the card is in its owner's graveyard (or hand), so the ability works only there (CR
// 113.6k, 602.2b); the card is exiled as the cost is paid (CR 601.2h via 602.2b), after targets.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const maverick = card(
  'Rubblebelt Maverick',
  '{G}',
  'Creature — Human Detective',
  'When this creature enters, surveil 2. (Look at the top two cards of your library, then put any number of them into your graveyard and the rest on top of your library in any order.)\n{G}, Exile this card from your graveyard: Put a +1/+1 counter on target creature. Activate only as a sorcery.',
  '1/1',
);
const soul = card(
  'Soul of Zendikar',
  '{4}{G}{G}',
  'Creature — Avatar',
  'Reach\n{3}{G}{G}: Create a 3/3 green Beast creature token.\n{3}{G}{G}, Exile this card from your graveyard: Create a 3/3 green Beast creature token.',
  '6/6',
);

describe('"Exile this card from your graveyard" as a cost (CR 113.6k)', () => {
  it('Rubblebelt Maverick: activated from the graveyard, the card is exiled and the target gets a counter', () => {
    const cards = compiled(maverick);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Forest', { id: 'bear', card: 'Grizzly Bears' }],
            graveyard: [{ id: 'mav', card: 'Rubblebelt Maverick' }],
          },
        },
      },
      [{ activate: 'mav', ability: 0, targets: ['bear'] }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual([]);
    expect(g.names('p1', 'exile')).toEqual(['Rubblebelt Maverick']);
    expect(g.get('bear').counters['+1/+1']).toBe(1);
  });

  it('on the battlefield the graveyard ability can not be activated', () => {
    const cards = compiled(maverick);
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Forest', { id: 'mav', card: 'Rubblebelt Maverick' }] } },
      },
      [{ activate: 'mav', ability: 0, targets: ['mav'] }],
      { cards },
    );
    expect(g.error).toMatch(/only from its owner's graveyard/);
    expect(g.get('mav').counters['+1/+1']).toBeUndefined();
  });

  it('Soul of Zendikar: the same words on the battlefield ability and the graveyard one; each works only in its zone', () => {
    const cards = compiled(soul);
    const lands = ['Forest', 'Forest', 'Forest', 'Forest', 'Forest'];
    const g = game(
      { turn: main, players: { p1: { battlefield: lands, graveyard: [{ id: 'soul', card: 'Soul of Zendikar' }] } } },
      [{ activate: 'soul', ability: 1 }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'exile')).toEqual(['Soul of Zendikar']);
    expect(g.names('p1', 'battlefield').filter((n) => n.includes('Beast'))).toHaveLength(1);
    const again = game(
      { turn: main, players: { p1: { battlefield: lands, graveyard: [{ id: 'soul', card: 'Soul of Zendikar' }] } } },
      [{ activate: 'soul', ability: 0 }],
      { cards },
    );
    expect(again.error).toMatch(/not on the battlefield/);
  });

  it('near miss: exiling a card from any graveyard ("Exile a Fungus card from a graveyard") stays text', () => {
    const thelon = card(
      'Thelon of Havenwood',
      '{G}{G}',
      'Legendary Creature — Elf Druid',
      'Each Fungus creature gets +1/+1 for each spore counter on it.\n{B}{G}, Exile a Fungus card from a graveyard: Put a spore counter on each Fungus on the battlefield.',
      '2/2',
    );
    expect(unenforced(thelon)).toContain(
      '{B}{G}, Exile a Fungus card from a graveyard: Put a spore counter on each Fungus on the battlefield.',
    );
  });
});
