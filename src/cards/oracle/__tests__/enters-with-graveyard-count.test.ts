// "This creature enters with a +1/+1 counter on it for each creature card in your graveyard"
// (Golgari Raiders, Zombie Mob), "… X +1/+1 counters on it, where X is the number of creature
// cards in all graveyards" (Drakestown Forgotten): the replacement is applied just before the
// permanent enters (CR 614.12), so the count is of the graveyard as it was then. A card returned
// from its owner's graveyard counts itself (Golgari Grave-Troll's ruling), and cards returned by
// the same instruction count each other (one simultaneous event).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, run, unenforced } from './compiled';

const raiders = card(
  'Golgari Raiders',
  '{3}{G}',
  'Creature — Elf Warrior',
  'Haste\nUndergrowth — This creature enters with a +1/+1 counter on it for each creature card in your graveyard.',
  '0/0',
);
const mob = card(
  'Zombie Mob',
  '{2}{B}{B}',
  'Creature — Zombie',
  'This creature enters with a +1/+1 counter on it for each creature card in your graveyard.\nWhen this creature enters, exile all creature cards from your graveyard.',
  '2/0',
);
const forgotten = card(
  'Drakestown Forgotten',
  '{4}{B}',
  'Creature — Zombie',
  'This creature enters with X +1/+1 counters on it, where X is the number of creature cards in all graveyards.\n{2}{B}, Remove a +1/+1 counter from this creature: Target creature gets -1/-1 until end of turn.',
  '0/0',
);
const zombify = card(
  'Zombify',
  '{3}{B}',
  'Sorcery',
  'Return target creature card from your graveyard to the battlefield.',
);
const liliana = {
  ...card(
    'Liliana, Death Wielder',
    '{5}{B}{B}',
    'Legendary Planeswalker — Liliana',
    '+2: Put a -1/-1 counter on up to one target creature.\n−3: Destroy target creature with a -1/-1 counter on it.\n−10: Return all creature cards from your graveyard to the battlefield.',
  ),
  loyalty: '5',
};
const cards = compiled(raiders, mob, forgotten, zombify, liliana);
const lands = ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Forest', 'Forest'];

function board(hand: string[], graveyard: { id: string; card: string }[], theirs: { id: string; card: string }[] = []) {
  return game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: [...lands, { id: 'lili', card: 'Liliana, Death Wielder', counters: { loyalty: 10 } }],
          hand,
          graveyard,
        },
        p2: { graveyard: theirs },
      },
    },
    [],
    { cards },
  );
}

describe('enters with counters for each creature card in a graveyard (CR 614.12)', () => {
  it('Golgari Raiders cast from the hand with two creature cards in the graveyard: two counters, 2/2', () => {
    const g = board(
      ['Golgari Raiders'],
      [
        { id: 'b1', card: 'Grizzly Bears' },
        { id: 'b2', card: 'Grizzly Bears' },
        { id: 'bolt', card: 'Lightning Bolt' },
      ],
    );
    g.act({ cast: 'Golgari Raiders' });
    run(g);
    expect(g.error).toBeNull();
    expect(g.get('Golgari Raiders').counters).toEqual({ '+1/+1': 2 });
    expect(pt(g, 'Golgari Raiders')).toEqual([2, 2]);
  });

  it('Zombie Mob returned from the graveyard by Zombify counts itself: three counters with two others', () => {
    const g = board(
      ['Zombify'],
      [
        { id: 'mob', card: 'Zombie Mob' },
        { id: 'b1', card: 'Grizzly Bears' },
        { id: 'b2', card: 'Grizzly Bears' },
      ],
    );
    g.act({ cast: 'Zombify', targets: ['mob'] });
    run(g);
    expect(g.error).toBeNull();
    expect(g.get('Zombie Mob').counters).toEqual({ '+1/+1': 3 });
    expect(pt(g, 'Zombie Mob')).toEqual([5, 3]);
    // Its enters trigger then exiled the two Bears.
    expect(g.names('p1', 'graveyard')).toEqual(['Zombify']);
  });

  it("Drakestown Forgotten counts the creature cards in every graveyard, the opponent's too", () => {
    const g = board(['Zombify'], [{ id: 'df', card: 'Drakestown Forgotten' }], [{ id: 'b1', card: 'Grizzly Bears' }]);
    g.act({ cast: 'Zombify', targets: ['df'] });
    run(g);
    expect(g.error).toBeNull();
    // Itself (in p1's graveyard just before it entered) and p2's Bears.
    expect(g.get('Drakestown Forgotten').counters).toEqual({ '+1/+1': 2 });
  });

  it('returned together by one instruction, each counts all the creature cards that were there', () => {
    const g = board(
      [],
      [
        { id: 'raiders', card: 'Golgari Raiders' },
        { id: 'b1', card: 'Grizzly Bears' },
        { id: 'df', card: 'Drakestown Forgotten' },
      ],
    );
    g.act({ activate: 'lili', ability: 2 });
    run(g);
    expect(g.error).toBeNull();
    // Liliana, at 0 loyalty, went to the graveyard afterwards (CR 704.5i).
    expect(g.names('p1', 'graveyard')).toEqual(['Liliana, Death Wielder']);
    // Three creature cards were in the graveyard just before they all entered.
    expect(g.get('Golgari Raiders').counters).toEqual({ '+1/+1': 3 });
    expect(g.get('Drakestown Forgotten').counters).toEqual({ '+1/+1': 3 });
  });

  it('near miss: "the greatest power among creatures you control and creature cards in your graveyard" stays text', () => {
    const dragonborn = card(
      'Ambitious Dragonborn',
      '{2}{G}',
      'Creature — Human Barbarian',
      'This creature enters with X +1/+1 counters on it, where X is the greatest power among creatures you control and creature cards in your graveyard.',
      '0/0',
    );
    expect(unenforced(dragonborn)).toHaveLength(1);
  });
});
