// "This land enters tapped unless …" (CR 614.1d): the check lands, the fast lands and the slow
// lands, compiled from their Oracle text and played from the hand. The condition is checked as
// the land would enter (CR 614.12), so the land never counts itself.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main } from './compiled';

const glacialFortress = card(
  'Glacial Fortress',
  '',
  'Land',
  'This land enters tapped unless you control a Plains or an Island.\n{T}: Add {W} or {U}.',
);
const seachromeCoast = card(
  'Seachrome Coast',
  '',
  'Land',
  'This land enters tapped unless you control two or fewer other lands.\n{T}: Add {W} or {U}.',
);
const desertedBeach = card(
  'Deserted Beach',
  '',
  'Land',
  'This land enters tapped unless you control two or more other lands.\n{T}: Add {W} or {U}.',
);

/** Plays `land` from Player 1's hand with `battlefield` already there; whether it entered tapped. */
function entersTapped(land: ReturnType<typeof card>, battlefield: string[]): boolean {
  const cards = compiled(land);
  const g = game({ turn: main, players: { p1: { battlefield, hand: [land.name] }, p2: {} } }, [{ cast: land.name }], {
    cards,
  });
  expect(g.error).toBeNull();
  expect(g.names('p1', 'battlefield')).toContain(land.name);
  return g.get(land.name).tapped;
}

describe('"This land enters tapped unless you control a Plains or an Island" (check lands)', () => {
  it('enters untapped with an Island, and with a Plains', () => {
    expect(entersTapped(glacialFortress, ['Island'])).toBe(false);
    expect(entersTapped(glacialFortress, ['Plains'])).toBe(false);
  });
  it('enters tapped with neither (a Swamp and a Mountain are no help)', () => {
    expect(entersTapped(glacialFortress, ['Swamp', 'Mountain'])).toBe(true);
    expect(entersTapped(glacialFortress, [])).toBe(true);
  });
});

describe('"… unless you control two or fewer other lands" (fast lands)', () => {
  it('enters untapped as the first, second or third land', () => {
    expect(entersTapped(seachromeCoast, [])).toBe(false);
    expect(entersTapped(seachromeCoast, ['Island', 'Plains'])).toBe(false);
  });
  it('enters tapped with three other lands (itself not counted)', () => {
    expect(entersTapped(seachromeCoast, ['Island', 'Plains', 'Swamp'])).toBe(true);
  });
});

describe('"… unless you control two or more other lands" (slow lands)', () => {
  it('enters tapped as the first or second land: itself is not one of the two', () => {
    expect(entersTapped(desertedBeach, [])).toBe(true);
    expect(entersTapped(desertedBeach, ['Island'])).toBe(true);
  });
  it('enters untapped with two other lands', () => {
    expect(entersTapped(desertedBeach, ['Island', 'Plains'])).toBe(false);
  });
});
