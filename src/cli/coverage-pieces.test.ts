// The coverage report's rankings: unenforced pieces by how many cards they hold back, grammar
// rules by how many cards use them, and counts by card type (issue 21, item 2).
import { describe, expect, it } from 'vitest';
import { card } from '../cards/oracle/__tests__/card';
import { compileCard } from '../cards/oracle/compile';
import { pieceOf, Rankings } from './coverage-pieces';

const bolt = card('Lightning Bolt', '{R}', 'Instant', 'Lightning Bolt deals 3 damage to any target.');
const shock = card('Shock', '{R}', 'Instant', 'Shock deals 2 damage to any target.');
const bears = card('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2/2');
// Two abilities the compiler doesn't read ("banding" and a made-up effect), and one it does.
const twoPieces = card(
  'Test Vehicle',
  '{3}',
  'Artifact — Vehicle',
  'Flying\nWhen this Vehicle enters, florble the top two cards of your library.\nBanding',
  '3/3',
);
const onePiece = card(
  'Test Florbler',
  '{2}',
  'Artifact Creature — Construct',
  'When this creature enters, florble the top five cards of your library.',
  '1/1',
);

function tally(r: Rankings, ...cards: ReturnType<typeof card>[]) {
  for (const c of cards) {
    const compiled = compileCard(c, { rules: true });
    r.add({ name: c.name, typeLine: c.type_line ?? '', status: compiled.status, abilities: compiled.abilities });
  }
}

describe('pieceOf: one piece of templating, whatever its numbers', () => {
  it('effects keep their first words with numbers and mana as N and {M}', () => {
    expect(pieceOf('no template matches "Look at the top four cards of your library"')).toBe(
      'effect: look at the top n',
    );
    expect(pieceOf('no template matches "you may pay {2}{U} and draw 3 cards"')).toBe('effect: pay {m}{m} and draw n');
    expect(pieceOf('the trigger "Whenever you attack" is not understood')).toBe('trigger: whenever you attack');
    expect(pieceOf('crew is not enforced yet')).toBe('keyword: crew');
    expect(pieceOf('"devoid" is not a keyword ability the engine enforces')).toBe('keyword: devoid');
    expect(pieceOf('cards with the "transform" layout are not compiled yet')).toBe('layout: transform');
  });
});

describe('Rankings', () => {
  it('counts the cards a piece holds back, and those it alone holds back', () => {
    const r = new Rankings();
    tally(r, twoPieces, onePiece, bolt);
    const pieces = r.topPieces(10);
    const florble = pieces.find((p) => p.piece.startsWith('effect: florble the top n'));
    // Both cards are held back by the same piece (numbers normalised); only the Florbler by it alone.
    expect(florble).toMatchObject({ cards: 2, alone: 1 });
    expect(pieces.find((p) => p.piece === 'keyword: banding')).toMatchObject({ cards: 1, alone: 0 });
    // Most cards first.
    expect(pieces[0]?.piece).toBe(florble?.piece);
  });

  it('lists every keyword ability left as text, and nothing else', () => {
    const r = new Rankings();
    tally(r, twoPieces, onePiece, bolt);
    expect(r.keywordPieces().map((p) => p.piece)).toEqual(['keyword: banding']);
  });

  it('counts each grammar rule once per card whose enforced text uses it', () => {
    const r = new Rankings();
    tally(r, bolt, shock, bears, onePiece);
    const rules = new Map(r.ruleCounts().map((x) => [x.rule, x.cards]));
    // Bolt and Shock are read by the effect grammar, a vanilla creature and refused text are not.
    expect(rules.get('effect')).toBe(2);
    expect(Math.max(...rules.values())).toBe(2);
  });

  it('counts by card type (CR 205.2a): an artifact creature under both', () => {
    const r = new Rankings();
    tally(r, bolt, bears, onePiece);
    expect(r.byType.Instant).toEqual({ total: 1, full: 1, partial: 0, none: 0 });
    expect(r.byType.Creature).toEqual({ total: 2, full: 1, partial: 0, none: 1 });
    expect(r.byType.Artifact).toEqual({ total: 1, full: 0, partial: 0, none: 1 });
  });
});
