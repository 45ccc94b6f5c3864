import { describe, expect, it } from 'vitest';
import { abilityTexts, normaliseAbility, selfNames } from '../normalise';

describe('reading Oracle text into abilities', () => {
  it("drops reminder text (CR 207.2): a basic land's only text is reminder text", () => {
    expect(abilityTexts('({T}: Add {G}.)', ['Forest'])).toEqual([{ printed: '({T}: Add {G}.)', text: '' }]);
    expect(
      normaliseAbility("Flying (This creature can't be blocked except by creatures with flying or reach.)", []),
    ).toBe('Flying');
  });
  it('writes the object\'s own name and "this creature"/"this Aura" as ~ (CR 201.5)', () => {
    const names = selfNames('Lightning Bolt', 'Instant');
    expect(normaliseAbility('Lightning Bolt deals 3 damage to any target.', names)).toBe(
      '~ deals 3 damage to any target.',
    );
    expect(normaliseAbility('This creature gets +1/+2 as long as you control a Forest.', [])).toBe(
      '~ gets +1/+2 as long as you control a Forest.',
    );
    expect(normaliseAbility('When this Aura enters, tap enchanted creature.', [])).toBe(
      'When ~ enters, tap enchanted creature.',
    );
  });
  it('a legend may be called by its short name (CR 201.5)', () => {
    expect(selfNames('Isamaru, Hound of Konda', 'Legendary Creature — Dog')).toContain('Isamaru');
    expect(selfNames('Isamaru, Hound of Konda', 'Creature — Dog')).not.toContain('Isamaru');
  });
  it('one paragraph is one ability; the bullet lines of "Choose one —" belong to it (CR 700.2)', () => {
    const a = abilityTexts('Choose one —\n• Counter target red spell.\n• Destroy target red permanent.', []);
    expect(a).toHaveLength(1);
    expect(a[0]?.text).toBe('Choose one —\n• Counter target red spell.\n• Destroy target red permanent.');
  });
});
