// Saddle N (CR 702.171a): "Tap any number of other untapped creatures you control with total power
// N or greater: This permanent becomes saddled until end of turn. Activate only as a sorcery."
// Saddled (702.171b) is a designation that lasts until end of turn or until the permanent leaves
// the battlefield; "Whenever this creature attacks while saddled" reads it as attackers are declared.
import { describe, expect, it } from 'vitest';
import { RULE } from '../../../engine';
import { game } from '../../../testing/harness';
import { compileCard } from '../compile';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const saddleReminder = (n: number) =>
  `Saddle ${n} (Tap any number of other creatures you control with total power ${n} or more: This Mount becomes saddled until end of turn. Saddle only as a sorcery.)`;
const lagac = card(
  'Venomsac Lagac',
  '{1}{G}',
  'Creature — Lizard Mount',
  `Deathtouch\nWhenever this creature attacks while saddled, it gets +0/+3 until end of turn.\n${saddleReminder(2)}`,
  '2/1',
);
const bighorn = card(
  'Bridled Bighorn',
  '{3}{W}',
  'Creature — Sheep Mount',
  `Vigilance\nWhenever this creature attacks while saddled, create a 1/1 white Sheep creature token.\n${saddleReminder(2)}`,
  '3/4',
);
const matrix = card(
  'Guidelight Matrix',
  '{2}',
  'Artifact',
  'When this artifact enters, draw a card.\n{2}, {T}: Target Mount you control becomes saddled until end of turn. Activate only as a sorcery.\n{2}, {T}: Target Vehicle you control becomes an artifact creature until end of turn.',
);
const calamity = card(
  'Calamity, Galloping Inferno',
  '{4}{R}{R}',
  'Legendary Creature — Horse Mount',
  "Haste\nWhenever Calamity attacks while saddled, choose a nonlegendary creature that saddled it this turn and create a tapped and attacking token that's a copy of it. Sacrifice that token at the beginning of the next end step. Repeat this process once.\nSaddle 1",
  '4/6',
);
const burrowfiend = card(
  'Stubborn Burrowfiend',
  '{1}{G}',
  'Creature — Badger Beast Mount',
  `Whenever this creature becomes saddled for the first time each turn, mill two cards, then this creature gets +X/+X until end of turn, where X is the number of creature cards in your graveyard.\n${saddleReminder(2)}`,
  '2/2',
);
// Guidelight Matrix reads in full: its Mount ability and its Vehicle ability ("becomes an
// artifact creature until end of turn", becomes-more.test.ts).
const CARDS = [...compiled(lagac, bighorn), compileCard(matrix).def];

/** p1's main phase with Venomsac Lagac and `others` on the battlefield. */
function board(others: { id: string; card: string; summoningSick?: boolean; tapped?: boolean }[]) {
  return game(
    {
      turn: main,
      players: {
        p1: { battlefield: [{ id: 'lagac', card: 'Venomsac Lagac' }, ...others], library: ['Forest', 'Forest'] },
        p2: { library: ['Island', 'Island'] },
      },
    },
    [],
    { cards: CARDS },
  );
}

describe('saddle (CR 702.171)', () => {
  it('Venomsac Lagac saddled by a summoning-sick Grizzly Bears: the Bears tap, the Lagac does not; attacking while saddled it gets +0/+3', () => {
    const g = board([{ id: 'bears', card: 'Grizzly Bears', summoningSick: true }]);
    g.act({ activate: 'lagac' });
    expect(g.error).toBeNull();
    expect(g.get('bears').tapped).toBe(true);
    expect(g.get('lagac').tapped).toBe(false);
    expect(g.rules()).toContain(RULE.saddle);
    g.act({ pass: true });
    expect(g.get('lagac').saddled).toBe(true);
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['lagac'] });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(pt(g, 'lagac')).toEqual([2, 4]);
  });

  it('attacking without being saddled: no trigger, the Lagac stays 2/1', () => {
    const g = board([{ id: 'bears', card: 'Grizzly Bears' }]);
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['lagac'] });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(pt(g, 'lagac')).toEqual([2, 1]);
  });

  it('saddled lasts until end of turn (CR 702.171b): on the next turn the Lagac is no longer saddled', () => {
    const g = board([{ id: 'bears', card: 'Grizzly Bears' }]);
    g.act({ activate: 'lagac' });
    g.act({ pass: true });
    expect(g.get('lagac').saddled).toBe(true);
    g.act({ advance: 'next-turn' });
    expect(g.error).toBeNull();
    expect(g.state.turn.active).toBe('p2');
    expect(g.get('lagac').saddled).toBeUndefined();
  });

  it('only *other* creatures saddle it: the Lagac (power 2) cannot tap itself, nor can a tapped creature help', () => {
    const alone = board([{ id: 'spider', card: 'Giant Spider', tapped: true }]);
    expect(() => alone.act({ activate: 'lagac' })).toThrow(
      /saddle 2 needs other untapped creatures you control with total power 2 or greater/,
    );
    expect(alone.get('lagac').tapped).toBe(false);
    expect(alone.get('lagac').saddled).toBeUndefined();
  });

  it('the player chooses which creatures saddle it; a choice with less total power is refused', () => {
    const g = board([
      { id: 'elf', card: 'Llanowar Elves' },
      { id: 'bears', card: 'Grizzly Bears' },
    ]);
    g.act({ activate: 'lagac' });
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseObjects', purpose: 'saddle', rule: RULE.saddle });
    expect(g.state.pendingDecision?.candidates).not.toContain(g.get('lagac').id);
    expect(() => g.act({ decide: ['elf'] })).toThrow(/total power 1; saddle 2 needs 2 or greater/);
    g.act({ decide: ['bears'] });
    expect(g.get('bears').tapped).toBe(true);
    expect(g.get('elf').tapped).toBe(false);
  });

  it('saddle only as a sorcery (CR 702.171a): not in the beginning of combat step', () => {
    const g = board([{ id: 'bears', card: 'Grizzly Bears' }]);
    g.act({ advance: 'beginCombat' });
    expect(() => g.act({ activate: 'lagac' })).toThrow(/only as a sorcery/);
    expect(g.get('bears').tapped).toBe(false);
  });

  it('Bridled Bighorn attacking while saddled creates a 1/1 white Sheep token', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'horn', card: 'Bridled Bighorn' },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [{ activate: 'horn' }, { pass: true }, { advance: 'declareAttackers' }, { attack: ['horn'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.battlefield).toHaveLength(3);
    expect(g.get('Sheep Token').token).toBe(true);
    expect(pt(g, 'Sheep Token')).toEqual([1, 1]);
  });

  it("Guidelight Matrix's {2}, {T}: target Mount you control becomes saddled until end of turn", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'matrix', card: 'Guidelight Matrix' },
              { id: 'lagac', card: 'Venomsac Lagac' },
              'Forest',
              'Forest',
            ],
          },
        },
      },
      [{ activate: 'matrix', ability: 0, targets: ['lagac'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('lagac').saddled).toBe(true);
    expect(unenforced(matrix)).toEqual([]);
  });

  it('near misses stay text: "a creature that saddled it this turn" (Calamity) and "becomes saddled for the first time each turn" (Stubborn Burrowfiend)', () => {
    expect(unenforced(calamity)).toEqual([
      "Whenever Calamity attacks while saddled, choose a nonlegendary creature that saddled it this turn and create a tapped and attacking token that's a copy of it. Sacrifice that token at the beginning of the next end step. Repeat this process once.",
    ]);
    expect(unenforced(burrowfiend)).toEqual([
      'Whenever this creature becomes saddled for the first time each turn, mill two cards, then this creature gets +X/+X until end of turn, where X is the number of creature cards in your graveyard.',
    ]);
  });
});
