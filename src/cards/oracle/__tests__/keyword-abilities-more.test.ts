// Keyword abilities read as the abilities they stand for, on compiled real cards: modular (CR
// 702.43a: enters with its counters; when it dies, they may go onto an artifact creature, counted
// as it last existed), living weapon (702.92a: a 0/0 Germ that the Equipment is attached to),
// evolve (702.100a: a bigger creature entering puts a counter on it), myriad (702.116a: nothing
// in a two-player game: the one opponent is the defending player).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt } from './compiled';

const worker = card(
  'Arcbound Worker',
  '{1}',
  'Artifact Creature — Construct',
  'Modular 1 (This creature enters with a +1/+1 counter on it. When it dies, you may put its +1/+1 counters on target artifact creature.)',
  '0/0',
);
const husk = card(
  'Flayer Husk',
  '{1}',
  'Artifact — Equipment',
  'Living weapon (When this Equipment enters, create a 0/0 black Phyrexian Germ creature token, then attach this to it.)\nEquipped creature gets +1/+1.\nEquip {2}',
);
const raptor = card(
  'Cloudfin Raptor',
  '{U}',
  'Creature — Bird Mutant',
  'Flying\nEvolve (Whenever a creature you control enters, if that creature has greater power or toughness than this creature, put a +1/+1 counter on this creature.)',
  '0/1',
);
const viper = card(
  'Broodbirth Viper',
  '{4}{U}',
  'Creature — Snake',
  "Myriad (Whenever this creature attacks, for each opponent other than defending player, you may create a token copy that's tapped and attacking that player or a planeswalker they control. Exile the tokens at end of combat.)\nWhenever this creature deals combat damage to a player, you may draw a card.",
  '3/3',
);
const CARDS = compiled(worker, husk, raptor, viper);

describe('keyword abilities as the abilities they stand for', () => {
  it('modular: Arcbound Worker enters with a counter; dying, it moves its counter to another artifact creature', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain', 'Mountain', { id: 'other', card: 'Arcbound Worker', counters: { '+1/+1': 1 } }],
            hand: [{ id: 'w', card: 'Arcbound Worker' }, 'Lightning Bolt'],
          },
        },
      },
      [{ cast: 'w' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'w')).toEqual([1, 1]);
    g.act({ cast: 'Lightning Bolt', targets: ['w'] });
    g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toContain('Arcbound Worker');
    // The only artifact creature is the target (CR 603.3d); "you may" is asked as it resolves.
    expect(g.stack()).toEqual(['Arcbound Worker ability']);
    g.act({ pass: true });
    g.act({ decide: true });
    expect(g.get('other').counters['+1/+1']).toBe(2);
  });

  it('living weapon: Flayer Husk makes a 0/0 Germ, attached, which is 1/1', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Island'], hand: [{ id: 'h', card: 'Flayer Husk' }] } } },
      [{ cast: 'h' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield').sort()).toEqual(['Flayer Husk', 'Island', 'Phyrexian Germ Token (token)']);
    const germ = g.get('Phyrexian Germ Token');
    expect(g.get('Flayer Husk').attachedTo).toBe(germ.id);
    expect(pt(g, 'Phyrexian Germ Token')).toEqual([1, 1]);
  });

  it('evolve: Grizzly Bears (2/2) entering grows Cloudfin Raptor (0/1); a 1/1 after that does not', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Forest', 'Forest', 'Forest', { id: 'r', card: 'Cloudfin Raptor' }],
            hand: ['Grizzly Bears', 'Llanowar Elves'],
          },
        },
      },
      [{ cast: 'Grizzly Bears' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'r')).toEqual([1, 2]);
    g.act({ cast: 'Llanowar Elves' });
    g.act({ pass: true });
    expect(g.stack()).toEqual([]);
    expect(pt(g, 'r')).toEqual([1, 2]);
  });

  it('myriad in a two-player game: attacking makes no copies', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: [{ id: 'v', card: 'Broodbirth Viper' }] } } },
      [{ advance: 'declareAttackers' }, { attack: ['v'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual([]);
    expect(g.names('p1', 'battlefield')).toEqual(['Broodbirth Viper']);
  });
});
