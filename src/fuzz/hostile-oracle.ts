/**
 * Crafted Oracle text for the fuzzer (issue 23, item 4): the families of hostile text that made
 * the old compiler retry every split — a static ability with "and zz" repeated, "at end of
 * combat and" repeated, "blocks or becomes blocked by" repeated — at any number of repeats and
 * cut at any length up to 5,000 characters — and scenarios carrying such a card (the fuzzer's
 * boards with one more card, its data in the scenario's `cards`, as a crafted file or link has).
 */
import fc from 'fast-check';
import { scenarioArb } from './generate';

/** A hostile family: its name and its text at `n` repeats. */
export interface HostileFamily {
  name: 'and zz' | 'at end of combat and' | 'blocks or becomes blocked by';
  text: (n: number) => string;
}

export const HOSTILE_FAMILIES: readonly HostileFamily[] = [
  { name: 'and zz', text: (n) => `Creatures you control get +1/+1${' and zz'.repeat(n)}.` },
  {
    name: 'at end of combat and',
    text: (n) => `Whenever this creature attacks, tap target creature${' at end of combat and'.repeat(n)} draw a card.`,
  },
  {
    name: 'blocks or becomes blocked by',
    text: (n) =>
      `Whenever this creature blocks or becomes blocked by ${'a creature blocks or becomes blocked by '.repeat(n)}a creature, destroy it.`,
  },
];

/** Longest crafted text: the 5,000 characters. */
export const HOSTILE_MAX_CHARS = 5_000;

/** A family's text at `n` repeats, cut to {@link HOSTILE_MAX_CHARS}. */
export function hostileText(family: HostileFamily, n: number): string {
  return family.text(n).slice(0, HOSTILE_MAX_CHARS);
}

/** Crafted Oracle text of the given families: 1–1,000 repeats, cut at a random length ≤ 5,000. */
export function hostileOracleArb(families: readonly HostileFamily[] = HOSTILE_FAMILIES): fc.Arbitrary<string> {
  return fc
    .record({
      family: fc.constantFrom(...families),
      n: fc.integer({ min: 1, max: 1_000 }),
      cut: fc.integer({ min: 1, max: HOSTILE_MAX_CHARS }),
    })
    .map(({ family, n, cut }) => family.text(n).slice(0, cut));
}

/** The name of the crafted card in {@link hostileScenarioArb}'s scenarios. */
export const HOSTILE_CARD_NAME = 'Hostile Text';

/** Card data with crafted Oracle text: a 2/2 creature's ability or an instant's text. */
export const hostileCardArb = fc
  .record({ text: hostileOracleArb(), creature: fc.boolean() })
  .map(({ text, creature }) =>
    creature
      ? {
          name: HOSTILE_CARD_NAME,
          mana_cost: '{1}',
          type_line: 'Creature — Bear',
          oracle_text: text,
          power: '2',
          toughness: '2',
          layout: 'normal',
        }
      : { name: HOSTILE_CARD_NAME, mana_cost: '{1}', type_line: 'Instant', oracle_text: text, layout: 'normal' },
  );

/** A fuzzer's board with the crafted card on p1's battlefield (a creature) or in p1's hand (an instant). */
export const hostileScenarioArb = fc.record({ doc: scenarioArb, card: hostileCardArb }).map(({ doc, card }) => {
  const p1 = doc.players.p1;
  const zone = card.type_line === 'Instant' ? 'hand' : 'battlefield';
  return {
    ...doc,
    cards: [card],
    players: { ...doc.players, p1: { ...p1, [zone]: [...p1[zone], { id: 'hostile', card: HOSTILE_CARD_NAME }] } },
  };
});
