// Cost parts whose number is X (CR 107.3): "Remove X +1/+1 counters from ~", "Sacrifice X lands",
// "Tap X untapped artifacts you control"; a spell's "pay X life", "sacrifice X creatures", "exile
// X cards from your graveyard", "discard X land cards". X is announced as the ability is activated
// or the spell is cast, before targets (602.2b, 601.2b), never more than the cost can pay (118.3),
// and each part pays X (601.2h). A mana ability with such a cost stays text (X is announced only
// for an ability that uses the stack).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const toxicDeluge = card(
  'Toxic Deluge',
  '{2}{B}',
  'Sorcery',
  'As an additional cost to cast this spell, pay X life.\nAll creatures get -X/-X until end of turn.',
);
const eliminate = card(
  'Eliminate the Competition',
  '{4}{B}',
  'Sorcery',
  'As an additional cost to cast this spell, sacrifice X creatures.\nDestroy X target creatures.',
);
const harvestPyre = card(
  'Harvest Pyre',
  '{1}{R}',
  'Instant',
  'As an additional cost to cast this spell, exile X cards from your graveyard.\nHarvest Pyre deals X damage to target creature.',
);
const scorchedEarth = card(
  'Scorched Earth',
  '{X}{R}',
  'Sorcery',
  'As an additional cost to cast this spell, discard X land cards.\nDestroy X target lands.',
);
const cruelSadist = card(
  'Cruel Sadist',
  '{B}',
  'Creature — Human Assassin',
  '{B}, {T}, Pay 1 life: Put a +1/+1 counter on this creature.\n{2}{B}, {T}, Remove X +1/+1 counters from this creature: It deals X damage to target creature.',
  '1/1',
);
const chamberSentry = card(
  'Chamber Sentry',
  '{X}',
  'Artifact Creature — Construct',
  'This creature enters with a +1/+1 counter on it for each color of mana spent to cast it.\n{X}, {T}, Remove X +1/+1 counters from this creature: It deals X damage to any target.\n{W}{U}{B}{R}{G}: Return this card from your graveyard to your hand.',
  '0/0',
);
const copperLeaf = card(
  'Copper-Leaf Angel',
  '{5}',
  'Artifact Creature — Angel',
  'Flying\n{T}, Sacrifice X lands: Put X +1/+1 counters on this creature.',
  '2/2',
);
const starforge = card(
  'Secluded Starforge',
  '',
  'Land',
  '{T}: Add {C}.\n{2}, {T}, Tap X untapped artifacts you control: Target creature gets +X/+0 until end of turn. Activate only as a sorcery.\n{5}, {T}: Create a 2/2 colorless Robot artifact creature token.',
);
const ornithopter = card('Ornithopter', '{0}', 'Artifact Creature — Thopter', 'Flying', '0/2');
// Near miss: a mana ability whose cost removes X counters.
const calciformPools = card(
  'Calciform Pools',
  '',
  'Land',
  '{T}: Add {C}.\n{1}, {T}: Put a storage counter on this land.\n{1}, Remove X storage counters from this land: Add X mana in any combination of {W} and/or {U}.',
);
// Near miss: "Remove X storage counters" is read; "Add X mana of any one color" is a mana ability.
const petalmane = card(
  'Petalmane Baku',
  '{1}{G}',
  'Creature — Spirit',
  'Whenever you cast a Spirit or Arcane spell, you may put a ki counter on this creature.\n{1}, Remove X ki counters from this creature: Add X mana of any one color.',
  '1/2',
);

const lands = (name: string, n: number) => Array.from({ length: n }, () => name);
const pending = (g: ReturnType<typeof game>) => g.state.pendingDecision as { kind?: string; max?: number } | null;

describe("a spell's additional cost with X (CR 107.3, 601.2b, 118.8)", () => {
  it('Toxic Deluge: X = 3 is announced, 3 life is paid, and all creatures get -3/-3', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: lands('Swamp', 3), hand: ['Toxic Deluge'] },
          p2: {
            battlefield: [
              { id: 'spider', card: 'Giant Spider' },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [{ cast: 'Toxic Deluge', x: 3 }],
      { cards: compiled(toxicDeluge) },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(17);
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.names('p2', 'battlefield')).toEqual(['Giant Spider']);
  });

  it("Toxic Deluge asks X, at most the caster's life (a player pays life only up to their life total)", () => {
    const board = {
      turn: main,
      players: { p1: { life: 4, battlefield: lands('Swamp', 3), hand: ['Toxic Deluge'] } },
    };
    const cards = compiled(toxicDeluge);
    const g = game(board, [{ cast: 'Toxic Deluge' }], { cards });
    expect(pending(g)).toMatchObject({ kind: 'chooseNumber', max: 4 });
    const over = game(board, [{ cast: 'Toxic Deluge', x: 5 }], { cards });
    expect(over.error).toMatch(/at most 4/);
    expect(over.names('p1', 'hand')).toEqual(['Toxic Deluge']);
    expect(over.state.players.p1.life).toBe(4);
  });

  it('Eliminate the Competition: X = 2 sacrifices two creatures and destroys two target creatures', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              ...lands('Swamp', 5),
              { id: 'a', card: 'Grizzly Bears' },
              { id: 'b', card: 'Llanowar Elves' },
            ],
            hand: ['Eliminate the Competition'],
          },
          p2: {
            battlefield: [
              { id: 'c', card: 'Giant Spider' },
              { id: 'd', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [{ cast: 'Eliminate the Competition', x: 2, targets: ['c', 'd'] }],
      { cards: compiled(eliminate) },
    );
    expect(g.error).toBeNull();
    // Both of p1's creatures are the only two: sacrificed without a choice (CR 601.2h).
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Grizzly Bears', 'Llanowar Elves']);
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard').sort()).toEqual(['Giant Spider', 'Grizzly Bears']);
  });

  it("Eliminate the Competition: X can't be more than the creatures p1 controls", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [...lands('Swamp', 5), 'Grizzly Bears'], hand: ['Eliminate the Competition'] },
          p2: {
            battlefield: [
              { id: 'c', card: 'Giant Spider' },
              { id: 'd', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [{ cast: 'Eliminate the Competition', x: 2, targets: ['c', 'd'] }],
      { cards: compiled(eliminate) },
    );
    expect(g.error).toMatch(/at most 1/);
    expect(g.names('p2', 'battlefield').length).toBe(2);
  });

  it('Harvest Pyre: exiling three cards from the graveyard deals 3 damage', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: lands('Mountain', 2),
            hand: ['Harvest Pyre'],
            graveyard: ['Forest', 'Island', 'Lightning Bolt'],
          },
          p2: { battlefield: [{ id: 'spider', card: 'Giant Spider' }] },
        },
      },
      [{ cast: 'Harvest Pyre', x: 3, targets: ['spider'] }],
      { cards: compiled(harvestPyre) },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual([]);
    expect(g.names('p1', 'exile').length).toBe(3);
    g.act({ pass: true });
    expect(g.get('spider').damage).toBe(3);
  });

  it('Scorched Earth: X from its mana cost is also the number of land cards discarded', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: lands('Mountain', 3),
            hand: ['Scorched Earth', 'Forest', 'Island', 'Grizzly Bears'],
          },
          p2: {
            battlefield: [
              { id: 'l1', card: 'Plains' },
              { id: 'l2', card: 'Swamp' },
            ],
          },
        },
      },
      [{ cast: 'Scorched Earth', x: 2, targets: ['l1', 'l2'] }],
      { cards: compiled(scorchedEarth) },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Forest', 'Island']);
    expect(g.names('p1', 'hand')).toEqual(['Grizzly Bears']);
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard').sort()).toEqual(['Plains', 'Swamp']);
  });
});

describe('an activation cost with X (CR 107.3, 602.2b)', () => {
  it('Cruel Sadist removes X = 2 of its three +1/+1 counters and deals 2 damage', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'sadist', card: 'Cruel Sadist', counters: { '+1/+1': 3 } }, ...lands('Swamp', 3)] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ activate: 'sadist', ability: 1, x: 2, targets: ['bears'] }, { pass: true }],
      { cards: compiled(cruelSadist) },
    );
    expect(g.error).toBeNull();
    expect(g.get('sadist').counters['+1/+1']).toBe(1);
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });

  it("Cruel Sadist asks X at most its counters, and can't announce more", () => {
    const board = {
      turn: main,
      players: {
        p1: { battlefield: [{ id: 'sadist', card: 'Cruel Sadist', counters: { '+1/+1': 2 } }, ...lands('Swamp', 3)] },
        p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
      },
    };
    const cards = compiled(cruelSadist);
    const g = game(board, [{ activate: 'sadist', ability: 1 }], { cards });
    expect(pending(g)).toMatchObject({ kind: 'chooseNumber', max: 2 });
    const over = game(board, [{ activate: 'sadist', ability: 1, x: 3, targets: ['bears'] }], { cards });
    expect(over.error).toMatch(/at most 2/);
    expect(over.get('sadist').counters['+1/+1']).toBe(2);
  });

  it('Chamber Sentry: the X of {X} is the X of the counters removed', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'sentry', card: 'Chamber Sentry', counters: { '+1/+1': 3 } }, ...lands('Plains', 3)],
          },
        },
      },
      [{ activate: 'sentry', ability: 0, x: 3, targets: ['p2'] }, { pass: true }],
      { cards: compiled(chamberSentry) },
    );
    expect(g.error).toBeNull();
    expect(g.get('sentry').counters['+1/+1'] ?? 0).toBe(0);
    expect(g.state.players.p2.life).toBe(17);
  });

  it('Copper-Leaf Angel sacrifices the two lands chosen and gets two +1/+1 counters', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'angel', card: 'Copper-Leaf Angel' },
              { id: 'f1', card: 'Forest' },
              { id: 'f2', card: 'Forest' },
              { id: 'f3', card: 'Forest' },
            ],
          },
        },
      },
      [{ activate: 'angel', ability: 0, x: 2 }],
      { cards: compiled(copperLeaf) },
    );
    expect(g.error).toBeNull();
    expect(pending(g)).toMatchObject({ kind: 'chooseObjects' });
    g.act({ decide: ['f1', 'f3'] });
    g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toEqual(['Forest', 'Forest']);
    expect(g.find('f2')?.zone).toBe('battlefield');
    expect(g.get('angel').counters['+1/+1']).toBe(2);
  });

  it('Secluded Starforge taps X = 2 untapped artifacts and gives +2/+0', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'forge', card: 'Secluded Starforge' },
              { id: 'o1', card: 'Ornithopter' },
              { id: 'o2', card: 'Ornithopter' },
              ...lands('Plains', 2),
              { id: 'bears', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [{ activate: 'forge', ability: 1, x: 2, targets: ['bears'] }, { pass: true }],
      { cards: compiled(starforge, ornithopter) },
    );
    expect(g.error).toBeNull();
    expect(g.get('o1').tapped && g.get('o2').tapped).toBe(true);
    expect(g.get('bears').tapped).toBe(false);
    expect(pt(g, 'bears')).toEqual([4, 2]);
  });

  it('near misses: a mana ability whose cost removes X counters stays text', () => {
    expect(unenforced(calciformPools)).toEqual([
      '{1}, Remove X storage counters from this land: Add X mana in any combination of {W} and/or {U}.',
    ]);
    expect(unenforced(petalmane)).toEqual([
      '{1}, Remove X ki counters from this creature: Add X mana of any one color.',
    ]);
  });
});
