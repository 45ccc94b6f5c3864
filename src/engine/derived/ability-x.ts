/**
 * "With mana value X [or less]" in a permanent's ability (CR 107.3a, 602.2b; an entering
 * permanent's X, 107.3m): the X the ability has is written into its filters as a mana-value
 * range. Installed into object-filter.ts as this module loads (../every-step.ts).
 */
import { LAZY_ABILITY_X } from './object-filter';

const HAS_X = new WeakMap<object, boolean>();

/**
 * An ability's "with mana value X [or less]" filters (in its target specs or steps) with the X
 * it has: announced as it was activated (CR 602.2b, 107.3a), or the X of the spell an entering
 * permanent was (107.3m). `v` itself when it has none.
 */
function withAbilityX<T extends object>(v: T, x: number): T {
  let has = HAS_X.get(v);
  if (has === undefined) HAS_X.set(v, (has = JSON.stringify(v).includes('"manaValueIsX"')));
  return has
    ? JSON.parse(
        JSON.stringify(v).replace(
          /"manaValueIsX":(true|"orLess")/g,
          (_, k: string) => `"manaValue":{${k === 'true' ? `"min":${x},` : ''}"max":${x}}`,
        ),
      )
    : v;
}

LAZY_ABILITY_X.with = withAbilityX;
