// "can't block or be blocked by <creatures>" (CR 509.1b): one phrase naming both the attackers the
// creature can't block and the creatures that can't block it — Sneaky Homunculus ("creatures with
// power 2 or greater"), and the Spirit tokens of Realm of Koh and Lost in the Spirit World
// ("non-Spirit creatures": they block only Spirits). Real pool cards, played in the engine.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const homunculus = card(
  'Sneaky Homunculus',
  '{1}{U}',
  'Creature — Homunculus Illusion',
  "This creature can't block or be blocked by creatures with power 2 or greater.",
  '1/1',
);
const koh = card(
  'Realm of Koh',
  '',
  'Land',
  'This land enters tapped unless you control a basic land.\n{T}: Add {B}.\n{3}{B}, {T}: Create a 1/1 colorless Spirit creature token with "This token can\'t block or be blocked by non-Spirit creatures."',
);
const lost = card(
  'Lost in the Spirit World',
  '{2}{U}',
  'Sorcery',
  'Return up to one target creature to its owner\'s hand. Create a 1/1 colorless Spirit creature token with "This token can\'t block or be blocked by non-Spirit creatures."',
);
const guardian = card('Ageless Guardian', '{1}{W}', 'Creature — Spirit Soldier', '', '1/4');
const ogre = card('Gray Ogre', '{2}{R}', 'Creature — Ogre', '', '2/2');
const CARDS = compiled(homunculus, koh, lost, guardian, ogre);

/** p1 attacks with `attackers` into p2's `blockers`. */
function attack(attackers: string[], blockers: string[]) {
  const g = game(
    {
      turn: main,
      players: {
        p1: { battlefield: attackers.map((c, i) => ({ id: `a${i}`, card: c })) },
        p2: { battlefield: blockers.map((c, i) => ({ id: `b${i}`, card: c })) },
      },
    },
    [{ advance: 'declareAttackers' }, { attack: attackers.map((_, i) => `a${i}`) }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe("can't block or be blocked by (CR 509.1b)", () => {
  it('Sneaky Homunculus blocks a 1/1 but not a 2/2', () => {
    const g = attack(['Gray Ogre', 'Llanowar Elves'], ['Sneaky Homunculus']);
    expect(() => g.act({ block: { b0: 'a0' }, player: 'p2' })).toThrow(/can block only/);
    g.act({ block: { b0: 'a1' }, player: 'p2' });
    expect(g.state.combat?.blockers).toEqual({ [g.get('b0').id]: g.get('a1').id });
  });

  it("Sneaky Homunculus can't be blocked by a 2/2, can be by a 1/1", () => {
    const g = attack(['Sneaky Homunculus'], ['Gray Ogre', 'Llanowar Elves']);
    expect(() => g.act({ block: { b0: 'a0' }, player: 'p2' })).toThrow(/can't be blocked by/);
    g.act({ block: { b1: 'a0' }, player: 'p2' });
    expect(g.state.combat?.blockers).toEqual({ [g.get('b1').id]: g.get('a0').id });
  });

  it("Realm of Koh's Spirit token (made by p2 on p1's turn) blocks a Spirit, not a Bear", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'bear', card: 'Grizzly Bears' },
              { id: 'guard', card: 'Ageless Guardian' },
            ],
          },
          p2: { battlefield: [{ id: 'koh', card: 'Realm of Koh' }, 'Swamp', 'Swamp', 'Swamp', 'Swamp'] },
        },
      },
      [{ pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ activate: 'koh', ability: 1, player: 'p2' });
    g.act({ pass: true, player: 'p2' });
    g.act({ pass: true });
    expect(g.names('p2', 'battlefield')).toContain('Spirit Token (token)');
    const token = g.get('Spirit Token');
    expect(token.token).toBeTruthy();
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['bear', 'guard'] });
    g.act({ pass: true });
    expect(() => g.act({ block: { [token.id]: 'bear' }, player: 'p2' })).toThrow(/can block only/);
    g.act({ block: { [token.id]: 'guard' }, player: 'p2' });
    expect(g.state.combat?.blockers).toEqual({ [token.id]: g.get('guard').id });
  });

  it('Lost in the Spirit World makes a colorless 1/1 Spirit', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { hand: ['Lost in the Spirit World'], battlefield: ['Island', 'Island', 'Island'] } },
      },
      [{ cast: 'Lost in the Spirit World', targets: [] }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield').filter((n) => n.includes('Spirit'))).toHaveLength(1);
  });

  it("near miss: a phrase whose other creatures one filter can't name stays text", () => {
    const c = card(
      'Test Wisp',
      '{1}{U}',
      'Creature — Spirit',
      "This creature can't block or be blocked by white creatures with flying.",
      '1/1',
    );
    expect(unenforced(c)).toHaveLength(1);
  });
});
