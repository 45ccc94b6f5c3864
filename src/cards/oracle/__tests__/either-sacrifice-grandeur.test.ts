// Two cost parts with a choice of object (CR 601.2h, 602.2b): "Sacrifice another creature or an
// artifact" sacrifices one permanent that is either ("another" is said of its own side only: the
// source can't be the creature, CR 109.5), and grandeur's "Discard another card named ~" discards
// a card with the source's name from the hand (CR 201.2, 207.2c).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const headhunter = card(
  'Elite Headhunter',
  '{B/R}{B/R}{B/R}{B/R}',
  'Creature — Human Knight',
  "Menace (This creature can't be blocked except by two or more creatures.)\n{B/R}{B/R}{B/R}, Sacrifice another creature or an artifact: This creature deals 2 damage to target creature or planeswalker.",
  '2/3',
);
const baru = card(
  'Baru, Fist of Krosa',
  '{3}{G}{G}',
  'Legendary Creature — Human Druid',
  'Whenever a Forest enters, green creatures you control get +1/+1 and gain trample until end of turn.\nGrandeur — Discard another card named Baru, Fist of Krosa: Create an X/X green Wurm creature token, where X is the number of lands you control.',
  '4/4',
);
const ornithopter = card('Ornithopter', '{0}', 'Artifact Creature — Thopter', 'Flying', '0/2');
const sol = card('Sol Ring', '{1}', 'Artifact', '{T}: Add {C}{C}.');
// Near miss: a side without a determiner ("or Vehicle") is not read.
const gasGuzzler = card(
  'Gas Guzzler',
  '{B}',
  'Creature — Vampire Rogue',
  'Start your engines! (If you have no speed, it starts at 1. It increases once on each of your turns when an opponent loses life. Max speed is 4.)\nThis creature enters tapped.\nMax speed — {B}, Sacrifice another creature or Vehicle: Draw a card.',
  '2/1',
);

const pending = (g: ReturnType<typeof game>) => g.state.pendingDecision as { candidates?: string[] } | null;

describe('"Sacrifice another creature or an artifact" (CR 701.21a, 109.5)', () => {
  it('Elite Headhunter offers another creature or an artifact, never itself; the chosen one is sacrificed', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'hh', card: 'Elite Headhunter' },
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'ring', card: 'Sol Ring' },
              { id: 'forest', card: 'Forest' },
              'Swamp',
              'Swamp',
              'Swamp',
            ],
          },
          p2: { battlefield: [{ id: 'elves', card: 'Llanowar Elves' }] },
        },
      },
      [{ activate: 'hh', ability: 0, targets: ['elves'] }],
      { cards: compiled(headhunter, sol) },
    );
    expect(g.error).toBeNull();
    expect([...(pending(g)?.candidates ?? [])].sort()).toEqual([g.get('bears').id, g.get('ring').id].sort());
    g.act({ decide: ['ring'] });
    g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toEqual(['Sol Ring']);
    expect(g.names('p2', 'graveyard')).toEqual(['Llanowar Elves']);
  });

  it('an artifact creature is one permanent: the only candidate, sacrificed without a choice', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'hh', card: 'Elite Headhunter' }, 'Ornithopter', 'Swamp', 'Swamp', 'Swamp'] },
          p2: { battlefield: [{ id: 'elves', card: 'Llanowar Elves' }] },
        },
      },
      [{ activate: 'hh', ability: 0, targets: ['elves'] }, { pass: true }],
      { cards: compiled(headhunter, ornithopter) },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Ornithopter']);
  });

  it("with no other creature and no artifact it can't be activated (CR 118.3)", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'hh', card: 'Elite Headhunter' }, 'Swamp', 'Swamp', 'Swamp'] },
          p2: { battlefield: [{ id: 'elves', card: 'Llanowar Elves' }] },
        },
      },
      [{ activate: 'hh', ability: 0, targets: ['elves'] }],
      { cards: compiled(headhunter) },
    );
    expect(g.error).toMatch(/nothing to sacrifice/);
  });

  it('"Max speed — {B}, Sacrifice another creature or Vehicle" is read: only at max speed, never itself (CR 702.178)', () => {
    expect(unenforced(gasGuzzler)).toEqual([]);
    const [ability] = compiled(gasGuzzler)[0]?.activated ?? [];
    expect(ability?.limits?.condition).toEqual({ maxSpeed: { ref: 'you' } });
    expect(ability?.cost.sacrifice?.filter).toMatchObject({ notSource: true, controller: 'you' });
  });
});

describe('grandeur: "Discard another card named ~" (CR 201.2)', () => {
  it('Baru discards the other Baru from the hand, not a Forest, and makes a 3/3 Wurm', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'baru', card: 'Baru, Fist of Krosa' }, 'Forest', 'Forest', 'Forest'],
            hand: [{ id: 'baru2', card: 'Baru, Fist of Krosa' }, 'Forest'],
          },
        },
      },
      [{ activate: 'baru', ability: 0 }, { pass: true }],
      { cards: compiled(baru) },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Baru, Fist of Krosa']);
    expect(g.names('p1', 'hand')).toEqual(['Forest']);
    expect(g.names('p1', 'battlefield').filter((n) => /Wurm/.test(n)).length).toBe(1);
  });

  it("without another Baru in the hand it can't be activated", () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: [{ id: 'baru', card: 'Baru, Fist of Krosa' }], hand: ['Forest'] } },
      },
      [{ activate: 'baru', ability: 0 }],
      { cards: compiled(baru) },
    );
    expect(g.error).toMatch(/in hand to discard/);
  });
});
