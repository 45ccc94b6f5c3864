// Creature types named only by tokens (CR 205.3m lists them: Caribou, Camarid, Triskelavite): the
// compiler reads them as nouns, so "Sacrifice a Caribou token" counts only Caribou. Real card.
import { describe, expect, it } from 'vitest';
import { GRANTED_ABILITY_BASE } from '../../../engine/derived/abilities';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const range = card(
  'Caribou Range',
  '{2}{W}{W}',
  'Enchantment — Aura',
  'Enchant land you control\nEnchanted land has "{W}{W}, {T}: Create a 0/1 white Caribou creature token."\nSacrifice a Caribou token: You gain 1 life.',
);
const CARDS = compiled(range);

describe('Caribou (CR 205.3m)', () => {
  it('Caribou Range: its land makes a 0/1 white Caribou token, and sacrificing the token gains 1 life', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'land', card: 'Plains' },
              { id: 'range', card: 'Caribou Range', attachedTo: 'land' },
              'Plains',
              'Plains',
            ],
          },
          p2: {},
        },
      },
      [{ activate: 'land', ability: GRANTED_ABILITY_BASE }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toContain('Caribou Token (token)');
    g.act({ activate: 'range', ability: 0 });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).not.toContain('Caribou Token (token)');
    expect(g.state.players.p1.life).toBe(21);
  });

  it('near miss: a type no rule lists stays text ("Sacrifice a Snowbeast token")', () => {
    const c = card('Test Range', '{2}{W}', 'Enchantment', 'Sacrifice a Snowbeast token: You gain 1 life.');
    expect(unenforced(c)).toHaveLength(1);
  });
});
