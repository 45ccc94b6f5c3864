// "as long as two or more nonland permanents entered the battlefield under your control this turn"
// (celebration), "as long as you had another creature enter the battlefield under your control
// this turn" (CR 400.7): the permanents that entered this turn, by what each was as it entered; a
// land doesn't count as a nonland permanent, and the source itself isn't "another". Tunnel
// Tipster's "face-down creature" stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const mice = card(
  'Armory Mice',
  '{1}{W}',
  'Creature — Mouse',
  'Celebration — This creature gets +0/+2 as long as two or more nonland permanents entered the battlefield under your control this turn.',
  '3/1',
);
const rimestag = card(
  'Saddled Rimestag',
  '{1}{G}',
  'Snow Creature — Elk',
  'This creature gets +2/+2 as long as you had another creature enter the battlefield under your control this turn.',
  '2/2',
);
const memnite = card('Memnite', '{0}', 'Artifact Creature — Construct', '', '1/1');
const ornithopter = card('Ornithopter', '{0}', 'Artifact Creature — Thopter', 'Flying', '0/2');
const kinbinding = card(
  'Kinbinding',
  '{3}{W}{W}',
  'Enchantment',
  'Creatures you control get +X/+X, where X is the number of creatures that entered the battlefield under your control this turn.\nAt the beginning of combat on your turn, create a 1/1 green and white Kithkin creature token.',
);
const tipster = card(
  'Tunnel Tipster',
  '{1}{G}',
  'Creature — Mole Scout',
  'At the beginning of your end step, if a face-down creature entered the battlefield under your control this turn, put a +1/+1 counter on this creature.\n{T}: Add {G}.',
  '1/1',
);
const CARDS = compiled(mice, rimestag, memnite, ornithopter, kinbinding);

function board(battlefield: (string | object)[], hand: (string | object)[]) {
  return game({ turn: main, players: { p1: { battlefield, hand } } }, [], { cards: CARDS });
}

describe('"… entered the battlefield under your control this turn" (CR 400.7)', () => {
  it('Armory Mice: a land and one nonland permanent are not enough; a second nonland permanent is', () => {
    const g = board(
      [{ id: 'am', card: 'Armory Mice' }],
      [
        { id: 'f', card: 'Forest' },
        { id: 'm', card: 'Memnite' },
        { id: 'o', card: 'Ornithopter' },
      ],
    );
    g.act({ cast: 'f' });
    g.act({ cast: 'm' });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.get('m').zone).toBe('battlefield');
    expect(pt(g, 'am')).toEqual([3, 1]);
    g.act({ cast: 'o' });
    g.act({ pass: true });
    expect(pt(g, 'am')).toEqual([3, 3]);
  });

  it("Armory Mice: an opponent's permanents entering are not under your control", () => {
    const g = game(
      {
        turn: { number: 4, active: 'p2' as const, phase: 'main1' as const },
        players: {
          p1: { battlefield: [{ id: 'am', card: 'Armory Mice' }] },
          p2: {
            hand: [
              { id: 'm', card: 'Memnite' },
              { id: 'o', card: 'Ornithopter' },
            ],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: 'm', player: 'p2' });
    g.act({ pass: true });
    g.act({ cast: 'o', player: 'p2' });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.get('o').zone).toBe('battlefield');
    expect(pt(g, 'am')).toEqual([3, 1]);
  });

  it('Saddled Rimestag: its own entering is not another creature; Memnite entering after it is', () => {
    const g = board(
      ['Forest', 'Forest'],
      [
        { id: 'sr', card: 'Saddled Rimestag' },
        { id: 'm', card: 'Memnite' },
      ],
    );
    g.act({ cast: 'sr' });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(pt(g, 'sr')).toEqual([2, 2]);
    g.act({ cast: 'm' });
    g.act({ pass: true });
    expect(pt(g, 'sr')).toEqual([4, 4]);
  });

  it('Kinbinding: X counts the creatures that entered under your control this turn, those since gone too', () => {
    const g = board(
      ['Kinbinding', { id: 'gb', card: 'Grizzly Bears' }],
      [
        { id: 'm', card: 'Memnite' },
        { id: 'o', card: 'Ornithopter' },
        { id: 'bolt', card: 'Lightning Bolt' },
        'Mountain',
      ],
    );
    expect(pt(g, 'gb')).toEqual([2, 2]);
    g.act({ cast: 'm' });
    g.act({ pass: true });
    g.act({ cast: 'o' });
    g.act({ pass: true });
    expect(pt(g, 'gb')).toEqual([4, 4]);
    // Memnite (3/3 now) dies to Lightning Bolt: it still entered this turn.
    g.act({ cast: 'Mountain' });
    g.act({ cast: 'bolt', targets: ['m'] });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.find('m')?.zone ?? 'graveyard').not.toBe('battlefield');
    expect(pt(g, 'gb')).toEqual([4, 4]);
  });

  it('Tunnel Tipster\'s "face-down creature" stays text', () => {
    expect(unenforced(tipster)).toEqual([
      'At the beginning of your end step, if a face-down creature entered the battlefield under your control this turn, put a +1/+1 counter on this creature.',
    ]);
  });
});
