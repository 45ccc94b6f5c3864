// The proxy form's checks: what a new user typed ("abc" power, toughness −3, "Banana — Dragon",
// an empty type line) gets a message per field instead of being dropped or taken silently.
import { describe, expect, it } from 'vitest';
import { RULE } from '../../engine';
import { checkProxyForm, type ProxyFormFields } from './proxy-form';
import { restore } from '../pool';

const form = (over: Partial<ProxyFormFields>): ProxyFormFields => ({
  name: 'Tarmogoyf',
  typeLine: 'Creature — Lhurgoyf',
  manaCost: '{1}{G}',
  power: '0',
  toughness: '1',
  text: '',
  ...over,
});

describe('the proxy form', () => {
  it('takes a well-formed proxy as typed, and the scenario format accepts it', () => {
    const r = checkProxyForm(form({}));
    expect(r.errors).toEqual({});
    expect(r.warnings).toEqual({});
    expect(r.spec).toEqual({
      name: 'Tarmogoyf',
      typeLine: 'Creature — Lhurgoyf',
      manaCost: '{1}{G}',
      power: 0,
      toughness: 1,
    });
    expect(restore({ format: 'stackyard/scenario@1', players: { p1: { battlefield: [{ proxy: r.spec }] } } }).ok).toBe(
      true,
    );
  });

  it('refuses a power that is not a number instead of dropping it ("abc")', () => {
    const r = checkProxyForm(form({ power: 'abc' }));
    expect(r.spec).toBeNull();
    expect(r.errors.power).toMatch(/whole number.*“abc” is not one/);
  });

  it('refuses * (nothing on a proxy defines it) and says what to type instead', () => {
    for (const star of ['*', '1+*']) {
      const r = checkProxyForm(form({ toughness: star }));
      expect(r.spec).toBeNull();
      expect(r.errors.toughness).toMatch(/characteristic-defining ability.*a proxy has no abilities/);
    }
  });

  it('keeps a negative toughness (the format allows it) with a warning that the creature dies to state-based actions', () => {
    const r = checkProxyForm(form({ toughness: '−3' }));
    expect(r.spec?.toughness).toBe(-3);
    expect(r.warnings.toughness).toContain(`toughness -3`);
    expect(r.warnings.toughness).toContain(`CR ${RULE.sbaToughness}`);
    // A noncreature proxy with no toughness has nothing to warn about.
    expect(checkProxyForm(form({ typeLine: 'Artifact', power: '', toughness: '' })).warnings).toEqual({});
    // A creature given no toughness has toughness 0.
    expect(checkProxyForm(form({ power: '', toughness: '' })).warnings.toughness).toContain('toughness 0 (none given)');
  });

  it('refuses a type line with no card type ("Banana — Dragon", or empty), naming the card types', () => {
    const banana = checkProxyForm(form({ typeLine: 'Banana — Dragon' }));
    expect(banana.spec).toBeNull();
    expect(banana.errors.typeLine).toMatch(
      /^“Banana” is not a card type\. .*artifact, battle, creature, enchantment, instant, kindred, land, planeswalker, sorcery/,
    );
    const empty = checkProxyForm(form({ typeLine: '  ' }));
    expect(empty.spec).toBeNull();
    expect(empty.errors.typeLine).toMatch(/at least one card type/);
  });

  it('keeps unknown words beside a card type, with a warning; knows supertypes and the old "Tribal"', () => {
    const r = checkProxyForm(form({ typeLine: 'Banana Creature — Dragon' }));
    expect(r.spec?.typeLine).toBe('Banana Creature — Dragon');
    expect(r.warnings.typeLine).toMatch(/“Banana” is neither a card type nor a supertype/);
    expect(checkProxyForm(form({ typeLine: 'Legendary Snow Creature — Bear' })).warnings).toEqual({});
    expect(checkProxyForm(form({ typeLine: 'Tribal Instant — Goblin', power: '', toughness: '' })).warnings).toEqual(
      {},
    );
  });

  it('refuses a mana cost the format refuses, and takes the ones it accepts', () => {
    expect(checkProxyForm(form({ manaCost: '1G' })).errors.manaCost).toMatch(
      /in mana symbols.*“1G” is not written that way/,
    );
    expect(checkProxyForm(form({ manaCost: '{Banana}' })).errors.manaCost).toMatch(/in mana symbols/);
    // What the format accepts, the form accepts (hybrid included).
    for (const cost of ['{X}{R}{R}', '{G/U}', '{2}{G}']) {
      const r = checkProxyForm(form({ manaCost: cost }));
      expect(r.errors).toEqual({});
      expect(restore({ format: 'stackyard/scenario@1', players: { p1: { hand: [{ proxy: r.spec }] } } }).ok).toBe(true);
    }
  });
});
