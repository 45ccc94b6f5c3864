// Spells a player cast this turn, of a kind named by card types (CR 601.2i, 205.2a): "as long as
// you've cast an instant or sorcery spell this turn", "as long as you haven't cast a spell this
// turn", "you've cast two or more noncreature spells this turn", "an opponent cast three or more
// spells this turn". Each spell counts as it was when it became cast; the next turn starts
// afresh. Near misses that stay text: "a historic spell" (not a card type), "another blue spell".
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { parseCondition } from '../phrases/conditions';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const leapfrog = card(
  'Leapfrog',
  '{2}{U}',
  'Creature — Frog',
  "This creature has flying as long as you've cast an instant or sorcery spell this turn.",
  '3/1',
);
const sphinx = card(
  'Stoic Sphinx',
  '{2}{U}{U}',
  'Creature — Sphinx',
  "Flash\nFlying\nThis creature has hexproof as long as you haven't cast a spell this turn.",
  '5/3',
);
const lyse = card(
  'Lyse Hext',
  '{1}{W}{U}',
  'Legendary Creature — Human Rebel Monk',
  "Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)\nNoncreature spells you cast cost {1} less to cast.\nAs long as you've cast two or more noncreature spells this turn, Lyse Hext has double strike.",
  '2/2',
);
const relicRunner = card(
  'Relic Runner',
  '{1}{U}',
  'Creature — Human Rogue',
  "This creature can't be blocked if you've cast a historic spell this turn. (Artifacts, legendaries, and Sagas are historic.)",
  '2/1',
);
const dreamThief = card(
  'Dream Thief',
  '{2}{U}',
  'Creature — Faerie Rogue',
  "Flying\nWhen this creature enters, draw a card if you've cast another blue spell this turn.",
  '2/1',
);
const cards = compiled(leapfrog, sphinx, lyse);

const keywordsOf = (g: Game, ref: string) =>
  characteristics(readContext(g.state, g.engine.registry), g.get(ref)).keywords;

function board(battlefield: (string | object)[], hand: object[]) {
  return game(
    {
      turn: main,
      players: {
        p1: { battlefield, hand, library: ['Island', 'Island'] },
        p2: { library: ['Island', 'Island'] },
      },
    },
    [],
    { cards },
  );
}

describe('"as long as you\'ve cast an instant or sorcery spell this turn" (CR 601.2i)', () => {
  it('Leapfrog has flying once Lightning Bolt is cast, and not on the next turn', () => {
    const g = board([{ id: 'frog', card: 'Leapfrog' }, 'Mountain'], [{ id: 'bolt', card: 'Lightning Bolt' }]);
    expect(keywordsOf(g, 'frog')).not.toContain('flying');
    g.act({ cast: 'bolt', targets: ['p2'] });
    // Cast (601.2i), not yet resolved: it counts already.
    expect(keywordsOf(g, 'frog')).toContain('flying');
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(17);
    expect(keywordsOf(g, 'frog')).toContain('flying');
    g.act({ advance: 'next-turn' });
    expect(keywordsOf(g, 'frog')).not.toContain('flying');
  });

  it('a creature spell is not an instant or sorcery spell: Leapfrog stays without flying', () => {
    const g = board([{ id: 'frog', card: 'Leapfrog' }, 'Forest', 'Forest'], [{ id: 'bears', card: 'Grizzly Bears' }]);
    g.act({ cast: 'bears' });
    g.act({ pass: true });
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
    expect(keywordsOf(g, 'frog')).not.toContain('flying');
  });
});

describe('"as long as you haven\'t cast a spell this turn"', () => {
  it('Stoic Sphinx has hexproof until its controller casts Grizzly Bears', () => {
    const g = board(
      [{ id: 'sphinx', card: 'Stoic Sphinx' }, 'Forest', 'Forest'],
      [{ id: 'bears', card: 'Grizzly Bears' }],
    );
    expect(keywordsOf(g, 'sphinx')).toContain('hexproof');
    g.act({ cast: 'bears' });
    g.act({ pass: true });
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
    expect(keywordsOf(g, 'sphinx')).not.toContain('hexproof');
    expect(keywordsOf(g, 'sphinx')).toContain('flying');
  });
});

describe('"as long as you\'ve cast two or more noncreature spells this turn"', () => {
  it('Lyse Hext has double strike after the second Lightning Bolt, not after the first', () => {
    const g = board(
      [{ id: 'lyse', card: 'Lyse Hext' }, 'Mountain', 'Mountain'],
      [
        { id: 'bolt1', card: 'Lightning Bolt' },
        { id: 'bolt2', card: 'Lightning Bolt' },
      ],
    );
    g.act({ cast: 'bolt1', targets: ['p2'] });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(keywordsOf(g, 'lyse')).not.toContain('double strike');
    g.act({ cast: 'bolt2', targets: ['p2'] });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(14);
    expect(keywordsOf(g, 'lyse')).toContain('double strike');
  });
});

describe('the condition read', () => {
  it('"an opponent cast three or more spells this turn": the opponent\'s spells, three or more', () => {
    expect(parseCondition('an opponent cast three or more spells this turn')).toEqual({
      compare: [{ spellsCastThisTurn: { ref: 'players', which: 'opponents' } }, '>=', 3],
    });
    expect(parseCondition("you've cast a noncreature spell this turn")).toEqual({
      compare: [{ spellsCastThisTurn: { ref: 'you' }, notTypes: ['creature'] }, '>=', 1],
    });
  });

  it('"a spell" with a plural noun, or "two or more" with a singular one, is not read', () => {
    expect(parseCondition("you've cast a spells this turn")).toBeNull();
    expect(parseCondition("you've cast two or more spell this turn")).toBeNull();
    expect(parseCondition("you haven't cast two or more spells this turn")).toBeNull();
  });

  it('near misses stay text: "a historic spell", "another blue spell"', () => {
    expect(unenforced(relicRunner)).toHaveLength(1);
    expect(unenforced(dreamThief)).toHaveLength(1);
  });
});
