// Choices made as a permanent enters (CR 614.12), by the player who will control it:
// - "As this enchantment enters, choose Khans or Dragons.\n• Khans — …\n• Dragons — …" (the
//   Sieges): the permanent has only the chosen mode's ability while it stays on the battlefield;
// - "This creature enters with your choice of a deathtouch counter or a lifelink counter on it"
//   (614.1c): it enters with the counter chosen.
// Real cards. Near misses: a Siege whose other mode isn't read, "choose Island or Swamp" without
// modes, "your choice of two different counters" stay text.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const palace = card(
  'Palace Siege',
  '{3}{B}{B}',
  'Enchantment',
  'As this enchantment enters, choose Khans or Dragons.\n• Khans — At the beginning of your upkeep, return target creature card from your graveyard to your hand.\n• Dragons — At the beginning of your upkeep, each opponent loses 2 life and you gain 2 life.',
);
const frostcliff = card(
  'Frostcliff Siege',
  '{1}{U}{R}',
  'Enchantment',
  'As this enchantment enters, choose Jeskai or Temur.\n• Jeskai — Whenever one or more creatures you control deal combat damage to a player, draw a card.\n• Temur — Creatures you control get +1/+0 and have trample and haste.',
);
const nipper = card(
  'Boot Nipper',
  '{1}{B}',
  'Creature — Beast',
  'This creature enters with your choice of a deathtouch counter or a lifelink counter on it.',
  '2/1',
);
const CARDS = compiled(palace, frostcliff, nipper);

const swamps = (n: number) => Array.from({ length: n }, () => 'Swamp');

/** The decision asked now: who, and the options' values. */
function asked(g: Game): { player?: string; options: string[] } {
  const d = g.state.pendingDecision;
  return { player: d?.player, options: d && 'options' in d && d.options ? d.options.map((o) => o.value) : [] };
}

function keywordsOf(g: Game, ref: string): string[] {
  return characteristics(readContext(g.state, g.engine.registry), g.get(ref)).keywords.map((k) =>
    typeof k === 'string' ? k : JSON.stringify(k),
  );
}

/** P1 casts Palace Siege with a creature card in its graveyard and chooses `mode`. */
function palaceWith(mode: string): Game {
  const g = game(
    {
      turn: main,
      players: {
        p1: { battlefield: swamps(5), hand: ['Palace Siege'], graveyard: ['Grizzly Bears'], library: ['Swamp'] },
        p2: { library: ['Swamp'] },
      },
    },
    [{ cast: 'Palace Siege' }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  expect(asked(g)).toEqual({ player: 'p1', options: ['Khans', 'Dragons'] });
  g.act({ decide: mode });
  expect(g.get('Palace Siege').chosenMode).toBe(mode);
  return g;
}

describe('"As ~ enters, choose Khans or Dragons" (CR 614.12)', () => {
  it("Palace Siege, Dragons: at p1's upkeep p2 loses 2 and p1 gains 2; the Khans ability isn't had", () => {
    const g = palaceWith('Dragons');
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'upkeep' });
    expect(g.state.turn.active).toBe('p1');
    while (g.stack().length) g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(18);
    expect(g.state.players.p1.life).toBe(22);
    expect(g.names('p1', 'graveyard')).toContain('Grizzly Bears');
  });

  it("Palace Siege, Khans: at p1's upkeep the creature card returns to hand; no life changes", () => {
    const g = palaceWith('Khans');
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'upkeep' });
    expect(g.state.turn.active).toBe('p1');
    expect(g.stack()).toHaveLength(1);
    while (g.stack().length) g.act({ pass: true });
    expect(g.names('p1', 'hand')).toContain('Grizzly Bears');
    expect(g.state.players.p2.life).toBe(20);
    expect(g.state.players.p1.life).toBe(20);
  });

  it('Frostcliff Siege: Temur pumps and grants trample and haste; Jeskai does not', () => {
    for (const [mode, power, has] of [
      ['Temur', 3, true],
      ['Jeskai', 2, false],
    ] as const) {
      const g = game(
        {
          turn: main,
          players: {
            p1: {
              battlefield: ['Island', 'Mountain', 'Mountain', { id: 'bears', card: 'Grizzly Bears' }],
              hand: ['Frostcliff Siege'],
            },
          },
        },
        [{ cast: 'Frostcliff Siege' }, { pass: true }],
        { cards: CARDS },
      );
      expect(g.error).toBeNull();
      expect(asked(g)).toEqual({ player: 'p1', options: ['Jeskai', 'Temur'] });
      g.act({ decide: mode });
      expect(pt(g, 'bears')).toEqual([power, 2]);
      expect(keywordsOf(g, 'bears').includes('trample')).toBe(has);
      expect(keywordsOf(g, 'bears').includes('haste')).toBe(has);
    }
  });

  it('an answer that is not one of the modes is refused', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: swamps(5), hand: ['Palace Siege'] } } },
      [{ cast: 'Palace Siege' }, { pass: true }],
      { cards: CARDS },
    );
    expect(() => g.act({ decide: 'Abzan' })).toThrow();
  });

  it('near misses stay text', () => {
    // Citadel Siege's Dragons ("At the beginning of combat on each opponent's turn") is read now:
    // trigger-events-more.test.ts plays Sentinel of the Eternal Watch, which has the same ability.
    const roots = card(
      'Roots of Life',
      '{1}{G}{G}',
      'Enchantment',
      'As this enchantment enters, choose Island or Swamp.\nWhenever a land of the chosen type an opponent controls becomes tapped, you gain 1 life.',
    );
    expect(unenforced(roots)).toContain('As this enchantment enters, choose Island or Swamp.');
  });
});

describe('"enters with your choice of a … counter or a … counter on it" (CR 614.1c, 614.12)', () => {
  it('Boot Nipper: its controller chooses lifelink; it enters with that counter and has lifelink, not deathtouch', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Swamp', 'Swamp'], hand: ['Boot Nipper'] } } },
      [{ cast: 'Boot Nipper' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(asked(g)).toEqual({ player: 'p1', options: ['deathtouch', 'lifelink'] });
    g.act({ decide: 'lifelink' });
    expect(g.get('Boot Nipper').counters).toEqual({ lifelink: 1 });
    expect(keywordsOf(g, 'Boot Nipper')).toContain('lifelink');
    expect(keywordsOf(g, 'Boot Nipper')).not.toContain('deathtouch');
  });

  it('near miss: "your choice of two different counters … from among" stays text', () => {
    const grim = card(
      'Grimdancer',
      '{1}{B}{B}',
      'Creature — Nightmare',
      'This creature enters with your choice of two different counters on it from among menace, deathtouch, and lifelink.',
      '3/3',
    );
    expect(unenforced(grim)).toEqual([grim.oracle_text]);
  });
});
