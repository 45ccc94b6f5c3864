// Counters of several kinds put on one object in one instruction (CR 122.1): "Put a +1/+1 counter
// and a lifelink counter on target creature" (Unexpected Fangs), "Put a +1/+1 counter, a reach
// counter, and a deathtouch counter on target creature. Untap it." (Gift of the Viper); keyword
// counters give their keyword (122.1b), the two-word ones too ("a double strike counter"). "This
// artifact enters with a +1/+1 counter, a flying counter, …" (Agent's Toolkit): a replacement, the
// counters there as it enters (614.1c). Near miss that stays text: "If you control five or more
// untapped lands, this creature enters with two +1/+1 counters and a lifelink counter on it"
// (Dust Animus: a condition before the subject is not read).
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compileCard } from '../compile';
import { compiled, main, pt, unenforced } from './compiled';

const fangs = card(
  'Unexpected Fangs',
  '{1}{B}',
  'Instant',
  'Put a +1/+1 counter and a lifelink counter on target creature.',
);
const viper = card(
  'Gift of the Viper',
  '{G}',
  'Instant',
  'Put a +1/+1 counter, a reach counter, and a deathtouch counter on target creature. Untap it.',
);
const toolkit = card(
  "Agent's Toolkit",
  '{1}{G}{U}',
  'Artifact — Clue',
  'This artifact enters with a +1/+1 counter, a flying counter, a deathtouch counter, and a shield counter on it. (If it would be dealt damage or destroyed, remove a shield counter from it instead.)\nWhenever a creature you control enters, you may move a counter from this artifact onto that creature.\n{2}, Sacrifice this artifact: Draw a card.',
);
const huntbonder = card(
  'Avenging Huntbonder',
  '{3}{W}{W}',
  'Creature — Human Warrior',
  'Double strike\nWhenever this creature attacks, put a double strike counter on another target attacking creature.',
  '3/3',
);
// Agent's Toolkit's "move a counter" trigger is not read yet: its other abilities still are.
const CARDS = [...compiled(fangs, viper), compileCard(toolkit).def];

const keywordsOf = (g: Game, ref: string) =>
  characteristics(readContext(g.state, g.engine.registry), g.get(ref)).keywords.map((k) =>
    typeof k === 'string' ? k : JSON.stringify(k),
  );

describe('counters of several kinds on one object (CR 122.1, 122.1b)', () => {
  it('Unexpected Fangs: a +1/+1 counter and a lifelink counter on the target', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Swamp', 'Swamp', { id: 'bear', card: 'Grizzly Bears' }], hand: ['Unexpected Fangs'] },
        },
      },
      [{ cast: 'Unexpected Fangs', targets: ['bear'] }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('bear').counters).toEqual({ '+1/+1': 1, lifelink: 1 });
    expect(pt(g, 'bear')).toEqual([3, 3]);
    expect(keywordsOf(g, 'bear')).toContain('lifelink');
  });

  it('Gift of the Viper: three kinds on the target, then "it" untaps the same creature', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Forest', { id: 'bear', card: 'Grizzly Bears', tapped: true }],
            hand: ['Gift of the Viper'],
          },
        },
      },
      [{ cast: 'Gift of the Viper', targets: ['bear'] }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('bear').counters).toEqual({ '+1/+1': 1, reach: 1, deathtouch: 1 });
    expect(g.get('bear').tapped).toBe(false);
    expect(keywordsOf(g, 'bear')).toEqual(expect.arrayContaining(['reach', 'deathtouch']));
  });

  it("Agent's Toolkit enters with all four counters on it (CR 614.1c)", () => {
    expect(unenforced(toolkit)).toEqual([
      'Whenever a creature you control enters, you may move a counter from this artifact onto that creature.',
    ]);
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Forest', 'Island', 'Island'], hand: ["Agent's Toolkit"] } },
      },
      [{ cast: "Agent's Toolkit" }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get("Agent's Toolkit").counters).toEqual({ '+1/+1': 1, flying: 1, deathtouch: 1, shield: 1 });
  });

  it('a double strike counter is read as a two-word keyword counter', () => {
    expect(unenforced(huntbonder)).toEqual([]);
  });

  it('near miss: "If you control …, this creature enters with two kinds of counters" stays text', () => {
    const animus = card(
      'Dust Animus',
      '{1}{W}',
      'Creature — Spirit',
      'Flying\nIf you control five or more untapped lands, this creature enters with two +1/+1 counters and a lifelink counter on it.\nPlot {1}{W} (You may pay {1}{W} and exile this card from your hand. Cast it as a sorcery on a later turn without paying its mana cost. Plot only as a sorcery.)',
      '2/3',
    );
    expect(unenforced(animus)).toHaveLength(1);
  });
});
