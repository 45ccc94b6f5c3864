// "Defending player" in an attack trigger (CR 506.2, 508.1m): the player the attacking creature
// attacks, carried by the trigger. "Target creature defending player controls" is a creature an
// opponent controls when the attacker is the source or its controller's (two players); a creature
// another player may control (an equipped or enchanted one) stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const perforator = card(
  'Falkenrath Perforator',
  '{1}{R}',
  'Creature — Vampire',
  'Whenever this creature attacks, it deals 1 damage to defending player.',
  '2/1',
);
const whelp = card(
  'Hellkite Whelp',
  '{4}{R}',
  'Creature — Dragon',
  'Flying\nWhenever this creature attacks, it deals 1 damage to target creature defending player controls.',
  '3/3',
);
const cliffrider = card(
  'Ronin Cliffrider',
  '{3}{R}{R}',
  'Creature — Human Samurai',
  'Bushido 1 (Whenever this creature blocks or becomes blocked, it gets +1/+1 until end of turn.)\nWhenever this creature attacks, you may have it deal 1 damage to each creature defending player controls.',
  '2/2',
);

describe('"defending player" (CR 506.2)', () => {
  it('Falkenrath Perforator attacks: the defending player takes 1 damage, its controller none', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: [{ id: 'fp', card: 'Falkenrath Perforator' }] } } },
      [{ advance: 'declareAttackers' }, { attack: ['fp'] }, { pass: true }],
      { cards: compiled(perforator) },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(19);
    expect(g.state.players.p1.life).toBe(20);
  });

  it("Hellkite Whelp: only the defending player's creatures are legal targets", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'hw', card: 'Hellkite Whelp' },
              { id: 'mine', card: 'Llanowar Elves' },
            ],
          },
          p2: { battlefield: [{ id: 'theirs', card: 'Llanowar Elves' }] },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['hw'] }],
      { cards: compiled(whelp) },
    );
    expect(g.error).toBeNull();
    // One legal target: chosen without asking (CR 603.3d).
    const ability = g.state.abilities[g.state.stack[0] ?? ''];
    expect(ability?.targets).toEqual([[g.get('theirs').id]]);
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Llanowar Elves']);
    expect(g.get('mine').zone).toBe('battlefield');
  });

  it("Ronin Cliffrider: 1 damage to each of the defending player's creatures, none to its controller's", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'rc', card: 'Ronin Cliffrider' },
              { id: 'mine', card: 'Llanowar Elves' },
            ],
          },
          p2: {
            battlefield: [
              { id: 'a', card: 'Llanowar Elves' },
              { id: 'b', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['rc'] }, { pass: true }],
      { cards: compiled(cliffrider) },
    );
    expect(g.error).toBeNull();
    g.act({ decide: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Llanowar Elves']);
    expect(g.get('b').damage).toBe(1);
    expect(g.get('mine').zone).toBe('battlefield');
  });

  it('near miss: an equipped creature may be an opponent’s, so its defending player’s creature stays text', () => {
    const bow = card(
      'Heart-Piercer Bow',
      '{2}',
      'Artifact — Equipment',
      'Whenever equipped creature attacks, Heart-Piercer Bow deals 1 damage to target creature defending player controls.\nEquip {1}',
    );
    expect(unenforced(bow)).toEqual([
      'Whenever equipped creature attacks, Heart-Piercer Bow deals 1 damage to target creature defending player controls.',
    ]);
  });
});
