// "You may pay {1} and 1 life. If you do, …" / "When you do, …" (CR 118.3, 119.4, 603.12) on
// real pool cards: one cost of two parts, paid in full or not at all — asked only when the mana
// can be paid and the life total still covers the life; a "yes" pays both.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const miara = card(
  'Miara, Thorn of the Glade',
  '{1}{B}',
  'Legendary Creature — Elf Scout',
  'Whenever Miara or another Elf you control dies, you may pay {1} and 1 life. If you do, draw a card.\nPartner (You can have two commanders if both have partner.)',
  '1/2',
);
const zoraline = card(
  'Zoraline, Cosmos Caller',
  '{1}{W}{B}',
  'Legendary Creature — Bat Cleric',
  'Flying, vigilance\nWhenever a Bat you control attacks, you gain 1 life.\nWhenever Zoraline enters or attacks, you may pay {W}{B} and 2 life. When you do, return target nonland permanent card with mana value 3 or less from your graveyard to the battlefield with a finality counter on it.',
  '3/3',
);
const mundungu = card(
  'Mundungu',
  '{1}{U}{B}',
  'Creature — Human Wizard',
  '{T}: Counter target spell unless its controller pays {1} and 1 life.',
  '1/1',
);
const darkness = card(
  'Infernal Darkness',
  '{2}{B}{B}',
  'Enchantment',
  'Cumulative upkeep—Pay {B} and 1 life. (At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)\nIf a land is tapped for mana, it produces {B} instead of any other type.',
);
const CARDS = compiled(miara, zoraline, mundungu);

/** p1 bolts their own Miara with `mountains` Mountains and `life` life; the trigger is on the stack after. */
function boltMiara(mountains: number, life = 20) {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          life,
          battlefield: [
            ...Array.from({ length: mountains }, (_, i) => ({ id: `l${i}`, card: 'Mountain' })),
            { id: 'm', card: 'Miara, Thorn of the Glade' },
          ],
          hand: ['Lightning Bolt'],
          library: ['Island', 'Island'],
        },
      },
    },
    [{ cast: 'Lightning Bolt', targets: ['m'] }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  expect(g.names('p1', 'graveyard')).toContain('Miara, Thorn of the Glade');
  return g;
}

describe('"you may pay {M} and N life" (CR 118.3, 119.4)', () => {
  it('Miara dies: paying {1} and 1 life draws a card', () => {
    const g = boltMiara(2);
    g.act({ pass: true });
    expect(g.state.pendingDecision?.kind).toBe('may');
    g.act({ decide: true });
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(19);
    expect(g.names('p1', 'hand')).toEqual(['Island']);
    expect([g.get('l0').tapped, g.get('l1').tapped]).toEqual([true, true]);
  });

  it('Miara dies: declining pays nothing and draws nothing', () => {
    const g = boltMiara(2);
    g.act({ pass: true });
    g.act({ decide: false });
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(20);
    expect(g.names('p1', 'hand')).toEqual([]);
  });

  it('Miara dies with no mana left: not asked, no life paid, no card', () => {
    const g = boltMiara(1);
    g.act({ pass: true });
    expect(g.state.pendingDecision).toBeFalsy();
    expect(g.state.players.p1.life).toBe(20);
    expect(g.names('p1', 'hand')).toEqual([]);
  });

  it('Zoraline enters: {W}{B} and 2 life return a card with a finality counter', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Plains', 'Plains', 'Swamp', 'Swamp', 'Swamp'],
            hand: ['Zoraline, Cosmos Caller'],
            graveyard: [{ id: 'bears', card: 'Grizzly Bears' }],
          },
        },
      },
      [{ cast: 'Zoraline, Cosmos Caller' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ pass: true });
    expect(g.state.pendingDecision?.kind).toBe('may');
    g.act({ decide: true });
    if (g.state.pendingDecision) g.act({ decide: ['bears'] });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(18);
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
    expect(g.get('bears').counters).toMatchObject({ finality: 1 });
  });

  it('Zoraline enters at 1 life: the mana alone is not paid, nothing returns', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            life: 1,
            battlefield: ['Plains', 'Plains', 'Swamp', 'Swamp', 'Swamp'].map((c, i) => ({ id: `l${i}`, card: c })),
            hand: ['Zoraline, Cosmos Caller'],
            graveyard: [{ id: 'bears', card: 'Grizzly Bears' }],
          },
        },
      },
      [{ cast: 'Zoraline, Cosmos Caller' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toBeFalsy();
    expect(g.state.players.p1.life).toBe(1);
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears']);
    // Zoraline's {1}{W}{B} took three lands; the other two stay untapped.
    expect(['l0', 'l1', 'l2', 'l3', 'l4'].filter((id) => !g.get(id).tapped)).toHaveLength(2);
  });

  it.each([
    [true, 19, 17],
    [false, 20, 20],
  ])('Mundungu counters a Bolt unless its controller pays {1} and 1 life (pays: %s)', (pays, mine, theirs) => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain', 'Mountain', { id: 'mu', card: 'Mundungu' }],
            hand: ['Lightning Bolt'],
          },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['p2'] }, { activate: 'mu', targets: ['Lightning Bolt'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision?.kind).toBe('may');
    g.act({ decide: pays });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(mine);
    expect(g.state.players.p2.life).toBe(theirs);
  });

  it("Infernal Darkness's cumulative upkeep of {B} and 1 life stays text", () => {
    expect(unenforced(darkness)).toHaveLength(2);
  });
});
