// Searching a library (CR 701.23) with "reveal them" (the cards found are shown to every player,
// 701.20a), "with different names" (no two cards found share a name, 201.2a: taken one after
// another) and "then shuffle and put those cards on top in any order" (the searcher orders them,
// 401.4).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const threeDreams = card(
  'Three Dreams',
  '{4}{W}',
  'Sorcery',
  'Search your library for up to three Aura cards with different names, reveal them, put them into your hand, then shuffle.',
);
const warCry = card(
  'Deathbellow War Cry',
  '{5}{R}{R}{R}',
  'Sorcery',
  'Search your library for up to four Minotaur creature cards with different names, put them onto the battlefield, then shuffle.',
);
const recruiter = card(
  'Goblin Recruiter',
  '{1}{R}',
  'Creature — Goblin',
  'When this creature enters, search your library for any number of Goblin cards, reveal them, then shuffle and put those cards on top in any order.',
  '1/1',
);
const worldly = card(
  'Worldly Tutor',
  '{G}',
  'Instant',
  'Search your library for a creature card, reveal it, then shuffle and put the card on top.',
);
const holyStrength = card(
  'Holy Strength',
  '{W}',
  'Enchantment — Aura',
  'Enchant creature\nEnchanted creature gets +1/+2.',
);
const minotaur = (name: string) => card(name, '{1}{R}', 'Creature — Minotaur', '', '2/2');
const goblin = card('Raging Goblin', '{R}', 'Creature — Goblin Berserker', 'Haste', '1/1');

describe('"with different names": one card after another, each with a new name (CR 201.2a)', () => {
  it('Three Dreams: a second Pacifism is no candidate once one is taken; the cards found are revealed', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Plains'],
            hand: ['Three Dreams'],
            library: [
              { id: 'pa', card: 'Pacifism' },
              { id: 'pb', card: 'Pacifism' },
              { id: 'hs', card: 'Holy Strength' },
              'Forest',
            ],
          },
        },
      },
      [{ cast: 'Three Dreams' }, { pass: true }],
      { cards: compiled(threeDreams, holyStrength) },
    );
    expect(g.error).toBeNull();
    let d = g.state.pendingDecision;
    expect(d).toMatchObject({ kind: 'chooseObjects', player: 'p1', min: 0, max: 1 });
    expect([...(d?.candidates ?? [])].sort()).toEqual([g.get('pa').id, g.get('pb').id, g.get('hs').id].sort());
    g.act({ decide: [g.get('pa').id] });
    d = g.state.pendingDecision;
    // The other Pacifism shares the name: only Holy Strength is left to take.
    expect(d?.candidates).toEqual([g.get('hs').id]);
    g.act({ decide: [g.get('hs').id] });
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toBeNull();
    expect(g.names('p1', 'hand').sort()).toEqual(['Holy Strength', 'Pacifism']);
    expect(g.names('p1', 'library').sort()).toEqual(['Forest', 'Pacifism']);
    const shown = g.events.find((e) => e.type === 'Revealed' && e.rule === '701.20a');
    expect(shown?.objects).toHaveLength(2);
  });

  it('Deathbellow War Cry: choosing none stops the search; the Minotaurs found enter', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              'Mountain',
              'Mountain',
              'Mountain',
              'Mountain',
              'Mountain',
              'Mountain',
              'Mountain',
              'Mountain',
            ],
            hand: ['Deathbellow War Cry'],
            library: [{ id: 'm1', card: 'Minotaur One' }, { id: 'm2', card: 'Minotaur Two' }, 'Grizzly Bears'],
          },
        },
      },
      [{ cast: 'Deathbellow War Cry' }, { pass: true }],
      { cards: compiled(warCry, minotaur('Minotaur One'), minotaur('Minotaur Two')) },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision?.candidates).toHaveLength(2);
    g.act({ decide: [g.get('m2').id] });
    g.act({ decide: [] });
    expect(g.error).toBeNull();
    expect(g.get('m2').zone).toBe('battlefield');
    expect(g.get('m1').zone).toBe('library');
    // Not revealed: the text doesn't say so.
    expect(g.has('Revealed')).toBe(false);
  });

  it('near miss: "with different powers" stays text', () => {
    const threats = card(
      'Threats Undetected',
      '{G}',
      'Sorcery',
      'Search your library for up to four creature cards with different powers and reveal them. Put those cards into your hand and the rest on the bottom of your library in any order.',
    );
    expect(unenforced(threats)).toHaveLength(1);
  });
});

describe('"then shuffle and put those cards on top in any order" (CR 401.4)', () => {
  it('Goblin Recruiter: the Goblins found are revealed and put on top in the order chosen', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain', 'Mountain'],
            hand: ['Goblin Recruiter'],
            library: [
              'Forest',
              { id: 'g1', card: 'Raging Goblin' },
              'Island',
              { id: 'g2', card: 'Raging Goblin' },
              'Plains',
            ],
          },
        },
      },
      [{ cast: 'Goblin Recruiter' }, { pass: true }, { pass: true }],
      { cards: compiled(recruiter, goblin) },
    );
    expect(g.error).toBeNull();
    const ids = [g.get('g1').id, g.get('g2').id];
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseObjects', max: 2 });
    g.act({ decide: ids });
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseOrder', player: 'p1' });
    g.act({ decide: [ids[1] as string, ids[0] as string] });
    expect(g.error).toBeNull();
    const lib = g.state.players.p1.library;
    expect(lib.slice(0, 2)).toEqual([ids[1], ids[0]]);
    expect(lib).toHaveLength(5);
    expect(g.events.find((e) => e.type === 'Revealed')?.objects).toEqual(ids);
  });

  it('Worldly Tutor: one creature card revealed, on top of the shuffled rest', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Forest'],
            hand: ['Worldly Tutor'],
            library: ['Forest', 'Island', { id: 'gb', card: 'Grizzly Bears' }, 'Plains'],
          },
        },
      },
      [{ cast: 'Worldly Tutor' }, { pass: true }],
      { cards: compiled(worldly) },
    );
    expect(g.error).toBeNull();
    g.act({ decide: [g.get('gb').id] });
    expect(g.error).toBeNull();
    expect(g.state.players.p1.library[0]).toBe(g.get('gb').id);
    expect(g.has('Revealed', '701.20a')).toBe(true);
  });

  it('near miss: "put that card third from the top" stays text', () => {
    const plans = card(
      'Long-Term Plans',
      '{2}{U}',
      'Instant',
      'Search your library for a card, then shuffle and put that card third from the top.',
    );
    expect(unenforced(plans)).toHaveLength(1);
  });
});
