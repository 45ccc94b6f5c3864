/**
 * Code that loads with the cards that need it: paying Phyrexian mana (CR 107.4f,
 * mana/phyrexian.ts), paying snow mana {S} (107.4h, mana/snow.ts), convoke, improvise and delve (601.2h, mana/payment-help.ts), dividing
 * damage or counters among targets (601.2d, casting/divide.ts), and the "as enters" choices beyond a
 * name, a colour or a type (614.12, zones/entering-more.ts). A card with none of them loads
 * none of it.
 */
import { describe, expect, it, vi } from 'vitest';

describe('Phyrexian mana, not yet loaded', () => {
  it('a plain or hybrid cost leaves it unloaded; {B/P} in a mana cost installs it', async () => {
    vi.resetModules();
    const hook = await import('../mana/phyrexian-hook');
    const ready = await import('../steps-ready');
    expect(hook.PHYREXIAN.code).toBeNull();
    await ready.stepsReadyFor([{ name: 'Plain', manaCost: '{1}{B}{G/U}', power: 1, toughness: 1 }]);
    expect(hook.PHYREXIAN.code).toBeNull();
    await ready.stepsReadyFor([{ name: 'Skirge', manaCost: '{1}{B/P}', power: 1, toughness: 1 }]);
    expect(typeof hook.PHYREXIAN.code?.announce).toBe('function');
  });

  it("an activation's {1}{G/P} installs it too", async () => {
    vi.resetModules();
    const hook = await import('../mana/phyrexian-hook');
    const ready = await import('../steps-ready');
    const pod = { name: 'Pod', manaCost: '{3}{G}', activated: [{ cost: { mana: '{1}{G/P}', tap: true }, steps: [] }] };
    await ready.stepsReadyFor([pod]);
    expect(typeof hook.PHYREXIAN.code?.payUnannounced).toBe('function');
  });
});

describe('snow mana, not yet loaded', () => {
  it('a plain cost leaves it unloaded; {S} in an activation, a mana cost or a cost paid as an effect resolves installs it', async () => {
    for (const def of [
      { name: 'Centaur', manaCost: '{1}{G}', activated: [{ cost: { mana: '{S}' }, steps: [] }] },
      { name: 'Golem', manaCost: '{S}', power: 2, toughness: 2 },
      { name: 'Plating', manaCost: '{2}{W}{W}', triggered: [{ steps: [{ do: 'payMana', cost: '{S}', as: 'paid' }] }] },
    ]) {
      vi.resetModules();
      const pay = await import('../mana/pay-mana');
      const ready = await import('../steps-ready');
      await ready.stepsReadyFor([
        { name: 'Plain', manaCost: '{1}{G}', activated: [{ cost: { mana: '{1}' }, steps: [] }] },
      ]);
      expect(pay.SNOW.pay).toBeUndefined();
      await ready.stepsReadyFor([def]);
      expect(typeof pay.SNOW.pay).toBe('function');
    }
  });
});

describe('convoke, improvise and delve, not yet loaded', () => {
  it('a plain spell leaves their payment unloaded; a spell with convoke installs it', async () => {
    vi.resetModules();
    const help = await import('../mana/cost-help');
    const ready = await import('../steps-ready');
    await ready.stepsReadyFor([{ name: 'Plain', manaCost: '{1}{W}', keywords: ['flying'] }]);
    expect(help.PAYMENT_HELP.code).toBeNull();
    await ready.stepsReadyFor([{ name: 'Convoker', manaCost: '{3}{W}', keywords: ['convoke'] }]);
    expect(typeof help.PAYMENT_HELP.code?.choose).toBe('function');
  });
});

describe('dividing damage among targets, not yet loaded', () => {
  it('a spell that divides nothing leaves it unloaded; "2 damage divided as you choose" installs it', async () => {
    vi.resetModules();
    const division = await import('../casting/division');
    const ready = await import('../steps-ready');
    const bolt = { name: 'Bolt', spell: { steps: [{ do: 'damage', amount: 3, to: { ref: 'target', slot: 0 } }] } };
    await ready.stepsReadyFor([bolt]);
    expect(division.DIVISION.divide).toBeUndefined();
    const fire = {
      name: 'Fire',
      spell: { steps: [{ do: 'damage', amount: 2, to: { ref: 'target', slot: 0 }, divided: true }] },
    };
    await ready.stepsReadyFor([fire]);
    expect(typeof division.DIVISION.divide).toBe('function');
  });
});

describe('"as enters" payments, reveals, counters and copies, not yet loaded', () => {
  it('a card name, a colour or a type is asked at once; "you may pay 2 life" as a land enters installs the rest', async () => {
    vi.resetModules();
    const entering = await import('../zones/entering-ask');
    const ready = await import('../steps-ready');
    // CR 614.12: Meddling Mage's name is asked by the engine's own code.
    await ready.stepsReadyFor([{ name: 'Mage', manaCost: '{W}{U}', asEnters: 'chooseNonlandCardName' }]);
    expect(entering.LAZY_ENTERING.askMore).toBeUndefined();
    await ready.stepsReadyFor([{ name: 'Shock Land', typeLine: 'Land', asEnters: [{ payLifeOrTapped: 2 }] }]);
    expect(typeof entering.LAZY_ENTERING.askMore).toBe('function');
  });
});
