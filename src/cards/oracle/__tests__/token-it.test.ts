// After "create … token", "it" is the token, which no reference can name yet: the sentence that
// says "it" stays text instead of pointing at the trigger's object (a review found "Sacrifice it
// at the beginning of the next end step" compiled onto the creature whose ability it was).
import { expect, it } from 'vitest';
import { compileCard } from '../compile';
import { card } from './card';

it('"create a token … Sacrifice it at the beginning of the next end step" in a triggered ability: the sacrifice stays text', () => {
  const r = compileCard(
    card(
      'Token Wording',
      '{2}{R}',
      'Creature — Human Shaman',
      'When this creature enters, create a 3/1 red Elemental creature token with haste. Sacrifice it at the beginning of the next end step.',
      '2/2',
    ),
  );
  expect(r.status).not.toBe('full');
  expect(r.abilities.map((a) => a.enforced)).toEqual([false]);
});

it('a token created without a later "it" still compiles', () => {
  const r = compileCard(card('Raise the Alarm', '{1}{W}', 'Instant', 'Create two 1/1 white Soldier creature tokens.'));
  expect(r.status).toBe('full');
});
