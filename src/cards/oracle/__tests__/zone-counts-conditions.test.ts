// Static abilities that apply while a count holds (CR 611.3a: checked continuously): "as long as
// a Warrior card is in your graveyard", "… an instant card and a sorcery card are in your
// graveyard" (one of each, CR 404.1), "… there are no cards in your graveyard", "… two or more
// creatures are blocking it" (509.1), "… an opponent is poisoned" (one or more poison counters,
// 122.1f). Near miss that stays text: "Players can't play lands as long as ten or more lands are
// on the battlefield" (the condition reads, the restriction doesn't).
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { parseCondition } from '../phrases/conditions';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const enforcers = card(
  'Bloodfire Enforcers',
  '{3}{R}',
  'Creature — Human Monk',
  'This creature has first strike and trample as long as an instant card and a sorcery card are in your graveyard.',
  '5/2',
);
const titan = card(
  'Gorilla Titan',
  '{3}{G}{G}',
  'Creature — Ape',
  'Trample\nThis creature gets +4/+4 as long as there are no cards in your graveyard.',
  '4/4',
);
const cyclops = card(
  'Rampaging Cyclops',
  '{3}{R}',
  'Creature — Cyclops',
  'This creature gets -2/-0 as long as two or more creatures are blocking it.',
  '4/4',
);
const firebrand = card(
  'Vengeful Firebrand',
  '{3}{R}',
  'Creature — Elemental Warrior',
  'This creature has haste as long as a Warrior card is in your graveyard.\n{R}: This creature gets +1/+0 until end of turn.',
  '5/2',
);
const cohort = card(
  'Goblin Cohort',
  '{R}',
  'Creature — Goblin Warrior',
  "This creature can't attack unless you've cast a creature spell this turn.",
  '2/2',
);
const limited = card(
  'Limited Resources',
  '{W}',
  'Enchantment',
  "When Limited Resources enters, each player chooses five lands they control and sacrifices the rest.\nPlayers can't play lands as long as ten or more lands are on the battlefield.",
);
// Lightning Bolt (an instant) and Divination (a sorcery) are the pool's own.
const cards = compiled(enforcers, titan, cyclops, firebrand, cohort);

const keywordsOf = (g: Game, ref: string) =>
  characteristics(readContext(g.state, g.engine.registry), g.get(ref)).keywords;

const board = (battlefield: object[], graveyard: string[]) =>
  game({ turn: main, players: { p1: { battlefield, graveyard } } }, [], { cards });

describe('cards in your graveyard (CR 404.1)', () => {
  it('Bloodfire Enforcers: first strike and trample with an instant and a sorcery card there, not with the instant alone', () => {
    expect(keywordsOf(board([{ id: 'e', card: 'Bloodfire Enforcers' }], ['Lightning Bolt']), 'e')).toEqual([]);
    const both = board([{ id: 'e', card: 'Bloodfire Enforcers' }], ['Lightning Bolt', 'Divination']);
    expect(keywordsOf(both, 'e')).toEqual(expect.arrayContaining(['first strike', 'trample']));
  });

  it('Vengeful Firebrand has haste with Goblin Cohort (a Warrior card) in the graveyard, not with Grizzly Bears', () => {
    expect(keywordsOf(board([{ id: 'f', card: 'Vengeful Firebrand' }], ['Grizzly Bears']), 'f')).not.toContain('haste');
    expect(keywordsOf(board([{ id: 'f', card: 'Vengeful Firebrand' }], ['Goblin Cohort']), 'f')).toContain('haste');
  });

  it('Gorilla Titan is 8/8 with an empty graveyard and 4/4 with one card in it', () => {
    expect(pt(board([{ id: 't', card: 'Gorilla Titan' }], []), 't')).toEqual([8, 8]);
    expect(pt(board([{ id: 't', card: 'Gorilla Titan' }], ['Forest']), 't')).toEqual([4, 4]);
  });
});

describe('"as long as two or more creatures are blocking it" (CR 509.1)', () => {
  const combat = (blockers: Record<string, string>) =>
    game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'cyc', card: 'Rampaging Cyclops' }] },
          p2: {
            battlefield: [
              { id: 'b1', card: 'Grizzly Bears' },
              { id: 'b2', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['cyc'] }, { block: blockers, player: 'p2' }],
      { cards },
    );

  it('blocked by two Bears: 2/4', () => {
    const g = combat({ b1: 'cyc', b2: 'cyc' });
    expect(g.error).toBeNull();
    expect(pt(g, 'cyc')).toEqual([2, 4]);
  });

  it('blocked by one: 4/4', () => {
    const g = combat({ b1: 'cyc' });
    expect(g.error).toBeNull();
    expect(pt(g, 'cyc')).toEqual([4, 4]);
  });
});

describe('the conditions read', () => {
  it('"an opponent is poisoned": one or more poison counters', () => {
    expect(parseCondition('an opponent is poisoned')).toEqual({
      compare: [{ poisonCounters: { ref: 'players', which: 'opponents' } }, '>=', 1],
    });
  });

  it('near miss stays text: "Players can\'t play lands as long as ten or more lands are on the battlefield"', () => {
    expect(unenforced(limited)).toEqual([
      "Players can't play lands as long as ten or more lands are on the battlefield.",
    ]);
  });
});
