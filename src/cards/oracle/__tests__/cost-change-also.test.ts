// A spell with two changes of its own cost, each applied on its own (CR 601.2f): "This spell costs
// {1} less to cast if you control an artifact and {1} less to cast if you control an enchantment",
// "… . It also costs {1} less to cast if …"; generic mana only (118.7a).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { compileCard } from '../compile';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const ink = card(
  "Assassin's Ink",
  '{2}{B}{B}',
  'Instant',
  'This spell costs {1} less to cast if you control an artifact and {1} less to cast if you control an enchantment.\nDestroy target creature or planeswalker.',
);
const snare = card(
  'Geistlight Snare',
  '{2}{U}',
  'Instant',
  'This spell costs {1} less to cast if you control a Spirit. It also costs {1} less to cast if you control an enchantment.\nCounter target spell unless its controller pays {3}.',
);
const sable = card('Bronze Sable', '{2}', 'Artifact Creature — Sable', '', '2/1');
const anthem = card('Glorious Anthem', '{1}{W}{W}', 'Enchantment', 'Creatures you control get +1/+1.');
const CARDS = compiled(ink, snare, sable, anthem);

const board = (mine: string[]) => ({
  turn: main,
  players: {
    p1: { battlefield: ['Swamp', 'Swamp', ...mine], hand: ["Assassin's Ink"] },
    p2: { battlefield: ['Grizzly Bears'] },
  },
});

describe('two cost changes of one spell (CR 601.2f)', () => {
  it("an artifact and an enchantment make Assassin's Ink cost {B}{B}", () => {
    const g = game(
      board(['Bronze Sable', 'Glorious Anthem']),
      [{ cast: "Assassin's Ink", targets: ['Grizzly Bears'] }, { pass: true }, { pass: true }],
      {
        cards: CARDS,
      },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toContain('Grizzly Bears');
  });

  it('an artifact alone leaves {1}{B}{B}: two Swamps are not enough', () => {
    const g = game(board(['Bronze Sable']), [{ cast: "Assassin's Ink", targets: ['Grizzly Bears'] }], { cards: CARDS });
    expect(g.error).toMatch(/no way to pay/);
  });

  it('Geistlight Snare reads both changes, each with its own condition', () => {
    expect(compileCard(snare).def.costChanges).toHaveLength(2);
  });

  it('a second change the engine cannot read keeps the whole sentence text', () => {
    const near = card(
      'Near Miss',
      '{2}{B}{B}',
      'Instant',
      "This spell costs {1} less to cast if you control an artifact and {1} less to cast if it's neither day nor night.",
    );
    expect(unenforced(near)).toHaveLength(1);
  });
});
