// Two conditions on compiled real cards. Coven: "if you control three or more creatures with
// different powers" — three different powers (CR 208.1) among the creatures you control, checked
// as the trigger would trigger and again as it resolves (603.4), and as the ability is activated
// (602.5b). Descend (CR 700.11): "if you descended this turn" — a permanent card was put into
// your graveyard from anywhere this turn; an instant card or a card going to an opponent's
// graveyard is not. Near miss: "four or more Demons with different names" stays text.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import type { ScriptAction } from '../../../scenario/schema';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const witch = card(
  'Candlegrove Witch',
  '{1}{W}',
  'Creature — Human Warlock',
  'Coven — At the beginning of combat on your turn, if you control three or more creatures with different powers, this creature gains flying until end of turn.',
  '2/2',
);
const mentor = card(
  'Dawnhart Mentor',
  '{2}{G}',
  'Creature — Human Warlock',
  'When this creature enters, create a 1/1 white Human creature token.\nCoven — {5}{G}: Target creature you control gets +3/+3 and gains trample until end of turn. Activate only if you control three or more creatures with different powers.',
  '0/4',
);
const hillGiant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');
const stalker = card(
  'Stalactite Stalker',
  '{B}',
  'Creature — Goblin Rogue',
  "Menace\nAt the beginning of your end step, if you descended this turn, put a +1/+1 counter on this creature. (You descended if a permanent card was put into your graveyard from anywhere.)\n{2}{B}, Sacrifice this creature: Target creature gets -X/-X until end of turn, where X is this creature's power.",
  '1/1',
);
const scallywag = card(
  'Enterprising Scallywag',
  '{1}{R}',
  'Creature — Goblin Pirate',
  'At the beginning of your end step, if you descended this turn, create a Treasure token. (You descended if a permanent card was put into your graveyard from anywhere.)',
  '2/2',
);
const contract = card(
  "Liliana's Contract",
  '{3}{B}{B}',
  'Enchantment',
  'When this enchantment enters, you draw four cards and you lose 4 life.\nAt the beginning of your upkeep, if you control four or more Demons with different names, you win the game.',
);
const CARDS = compiled(witch, mentor, hillGiant, stalker, scallywag);

const flying = (g: Game, ref: string): boolean =>
  characteristics(readContext(g.state, g.engine.registry), g.get(ref)).keywords.includes('flying');

describe('coven: three or more creatures with different powers (CR 208.1, 603.4)', () => {
  /** Candlegrove Witch (2) with `others` at the beginning of combat on p1's turn. */
  const combat = (others: (string | { id: string; card: string })[], hand: string[] = []) =>
    game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'witch', card: 'Candlegrove Witch' }, ...others, 'Mountain'],
            hand,
          },
          p2: { library: ['Island'] },
        },
      },
      [{ advance: 'beginCombat' }],
      { cards: CARDS },
    );

  it('powers 2, 2 and 1 are two different powers: no trigger', () => {
    const g = combat(['Grizzly Bears', 'Llanowar Elves']);
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual([]);
    expect(flying(g, 'witch')).toBe(false);
  });

  it('powers 2, 1 and 3: the Witch gains flying until end of turn', () => {
    const g = combat(['Grizzly Bears', 'Llanowar Elves', 'Hill Giant']);
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Candlegrove Witch ability']);
    g.act({ pass: true });
    g.act({ pass: true, player: 'p2' });
    expect(flying(g, 'witch')).toBe(true);
    g.act({ advance: 'end' });
    g.act({ advance: 'next-turn' });
    expect(flying(g, 'witch')).toBe(false);
  });

  it('checked again on resolution: the Hill Giant killed in response leaves two powers, no flying', () => {
    const g = combat(['Llanowar Elves', { id: 'giant', card: 'Hill Giant' }], ['Lightning Bolt']);
    expect(g.stack()).toEqual(['Candlegrove Witch ability']);
    g.act({ cast: 'Lightning Bolt', targets: ['giant'] });
    g.act({ pass: true });
    g.act({ pass: true, player: 'p2' });
    expect(g.names('p1', 'graveyard')).toContain('Hill Giant');
    g.act({ pass: true });
    g.act({ pass: true, player: 'p2' });
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual([]);
    expect(flying(g, 'witch')).toBe(false);
  });

  it('Dawnhart Mentor activates with powers 0, 1 and 2, and not with 0, 2 and 2', () => {
    const board = (others: string[]) =>
      game(
        {
          turn: main,
          players: {
            p1: {
              battlefield: [
                { id: 'mentor', card: 'Dawnhart Mentor' },
                { id: 'bears', card: 'Grizzly Bears' },
                ...others,
                ...Array<string>(6).fill('Forest'),
              ],
            },
          },
        },
        [],
        { cards: CARDS },
      );
    const yes = board(['Llanowar Elves']);
    yes.act({ activate: 'mentor', targets: ['bears'] });
    yes.act({ pass: true });
    expect(yes.error).toBeNull();
    expect(pt(yes, 'bears')).toEqual([5, 5]);
    expect(() => board(['Isamaru, Hound of Konda']).act({ activate: 'mentor', targets: ['bears'] })).toThrow();
  });

  it('near miss: "four or more Demons with different names" stays text', () => {
    expect(unenforced(contract)).toEqual([
      'At the beginning of your upkeep, if you control four or more Demons with different names, you win the game.',
    ]);
  });
});

describe('descend: a permanent card put into your graveyard this turn (CR 700.11)', () => {
  /** p1's end step after `script`, with Stalactite Stalker and Enterprising Scallywag. */
  const endStep = (
    p1Battlefield: (string | { id: string; card: string })[],
    hand: string[],
    script: ScriptAction[],
    p2Battlefield: (string | { id: string; card: string })[] = [],
  ) =>
    game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'stalker', card: 'Stalactite Stalker' },
              'Enterprising Scallywag',
              'Mountain',
              ...p1Battlefield,
            ],
            hand,
          },
          p2: { battlefield: p2Battlefield, library: ['Island'] },
        },
      },
      [...script, { advance: 'end' }],
      { cards: CARDS },
    );

  it('your Grizzly Bears dying: both trigger, a +1/+1 counter and a Treasure', () => {
    const g = endStep(
      [{ id: 'bears', card: 'Grizzly Bears' }],
      ['Lightning Bolt'],
      [{ cast: 'Lightning Bolt', targets: ['bears'] }, { pass: true }],
    );
    expect(g.error).toBeNull();
    // Both trigger at once: p1 orders them (CR 603.3b).
    expect(g.state.pendingDecision?.kind).toBe('chooseOrder');
    g.act({ decide: ['0', '1'] });
    expect(g.stack().sort()).toEqual(['Enterprising Scallywag ability', 'Stalactite Stalker ability']);
    g.act({ pass: true });
    g.act({ pass: true, player: 'p2' });
    g.act({ pass: true });
    g.act({ pass: true, player: 'p2' });
    expect(g.get('stalker').counters['+1/+1']).toBe(1);
    expect(g.names('p1', 'battlefield')).toContain('Treasure Token (token)');
  });

  it('not descended: a Lightning Bolt (an instant card) in your graveyard, their Grizzly Bears in theirs', () => {
    const g = endStep(
      [],
      ['Lightning Bolt'],
      [{ cast: 'Lightning Bolt', targets: ['theirs'] }, { pass: true }],
      [{ id: 'theirs', card: 'Grizzly Bears' }],
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Lightning Bolt']);
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.stack()).toEqual([]);
    expect(g.get('stalker').counters['+1/+1'] ?? 0).toBe(0);
  });
});
