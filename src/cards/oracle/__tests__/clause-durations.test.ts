// A duration at the end of a sentence may be meant for each of its clauses (CR 611.2a): "becomes
// blue and gains flying until end of turn" is never compiled as a colour change for good plus a
// keyword until end of turn (a review found it was).
import { expect, it } from 'vitest';
import { compileCard } from '../compile';
import { card } from './card';

it('"Target creature becomes blue and it gains flying until end of turn": not split into a permanent colour change', () => {
  const r = compileCard(
    card('Clause Wording', '{U}', 'Instant', 'Target creature becomes blue and it gains flying until end of turn.'),
  );
  const becomes = (r.def.spell?.steps ?? []).filter((st) => st.do === 'becomes');
  expect(becomes.every((st) => st.do === 'becomes' && st.until === 'endOfTurn')).toBe(true);
});

it('a colour change standing alone still compiles (Deathlace: "Target spell or permanent becomes black.")', () => {
  const r = compileCard(
    card(
      'Deathlace',
      '{B}',
      'Instant',
      'Target spell or permanent becomes black. (Its mana symbols remain unchanged.)',
    ),
  );
  expect(r.abilities[0]?.enforced).toBe(true);
});
