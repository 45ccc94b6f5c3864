/**
 * Proxies' mana costs (found by a new user: a proxy with the cost {G/U}, {Q} or "{Q}{R" made the
 * board fail or the proxy vanish from the table). A cost in real mana symbols the engine can't
 * pay yet (Phyrexian, CR 107.4f) is kept — the proxy keeps its types and P/T and its mana value
 * (CR 202.3g) — and casting it by paying that cost is refused with the reason; text that is not
 * mana symbols at all ({Q} is the untap symbol, CR 107.6) is a problem of the board, with where.
 */
import { describe, expect, it } from 'vitest';
import { game } from '../testing/harness';
import { restore } from './pool';

const main = { number: 3, active: 'p1' as const, phase: 'main1' as const };
const costy = (manaCost: string) => ({
  proxy: { name: 'Costy', typeLine: 'Creature — Elf', manaCost, power: 1, toughness: 1 },
});

describe("a proxy's mana cost", () => {
  it("{S}: the proxy is a 1/1 Elf creature on the battlefield, and in the hand a Forest and an Island (not snow) can't pay its {S} (CR 107.4h)", () => {
    const g = game({
      turn: main,
      players: { p1: { battlefield: ['Forest', 'Island', costy('{S}')], hand: [costy('{S}')] }, p2: {} },
    });
    expect(g.names('p1', 'battlefield')).toEqual(['Forest', 'Island', 'Costy']);
    expect(() => g.act({ cast: 'Costy' })).toThrow(/\{S\} is paid only with mana a snow source made/);
    expect(g.names('p1', 'hand')).toEqual(['Costy']);
  });

  it('{G/U}: a hybrid cost is paid with either half (CR 107.4e): with an Island only, the Island pays it', () => {
    const g = game({
      turn: main,
      players: { p1: { battlefield: ['Mountain', 'Island'], hand: [costy('{G/U}')] }, p2: {} },
    });
    g.act({ cast: 'Costy' });
    expect(g.get('Island').tapped).toBe(true);
    expect(g.get('Mountain').tapped).toBe(false);
  });

  it.each(['{Q}', '{Q}{R', 'two green'])('%s is not a mana cost: a problem with its path', (cost) => {
    const r = restore({ format: 'stackyard/scenario@1', players: { p1: { hand: [costy(cost)] }, p2: {} } });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.problems).toContainEqual(
        expect.objectContaining({
          path: 'players.p1.hand[0].proxy.manaCost',
          message: expect.stringContaining('mana symbols'),
        }),
      );
  });
});
