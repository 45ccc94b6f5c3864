// Opus: "Whenever you cast an instant or sorcery spell, … If five or more mana was spent to cast
// that spell, …" — "that spell" is the spell the cast trigger names, and the mana is what was
// spent to cast it (CR 601.2h), checked as the triggered ability resolves (608.2c). Thunderdrum
// Soloist deals 1 damage for Lightning Bolt (one mana) and 3 for Tidings (five). Near miss that
// stays text: Muse Seeker's "Then discard a card unless five or more mana was spent …".
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compileCard } from '../compile';
import { compiled, main } from './compiled';

const soloist = card(
  'Thunderdrum Soloist',
  '{1}{R}',
  'Creature — Dwarf Bard',
  'Reach\nOpus — Whenever you cast an instant or sorcery spell, this creature deals 1 damage to each opponent. If five or more mana was spent to cast that spell, this creature deals 3 damage to each opponent instead.',
  '1/3',
);
const tackle = card(
  'Tackle Artist',
  '{3}{R}',
  'Creature — Orc Sorcerer',
  'Trample\nOpus — Whenever you cast an instant or sorcery spell, put a +1/+1 counter on this creature. If five or more mana was spent to cast that spell, put two +1/+1 counters on this creature instead.',
  '4/3',
);
const tidings = card('Tidings', '{3}{U}{U}', 'Sorcery', 'Draw four cards.');
const museSeeker = card(
  'Muse Seeker',
  '{1}{U}',
  'Creature — Elf Wizard',
  'Opus — Whenever you cast an instant or sorcery spell, draw a card. Then discard a card unless five or more mana was spent to cast that spell.',
  '1/2',
);
const cards = compiled(soloist, tackle, tidings);
const library = Array<string>(8).fill('Island');

function castWith(creature: string, spell: string, targets?: string[]) {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: [{ id: 'opus', card: creature }, 'Mountain', ...Array<string>(5).fill('Island')],
          hand: [{ id: 'spell', card: spell }],
          library,
        },
        p2: { library },
      },
    },
    [],
    { cards },
  );
  g.act(targets ? { cast: 'spell', targets } : { cast: 'spell' });
  while (g.stack().length) g.act({ pass: true });
  return g;
}

describe('"If five or more mana was spent to cast that spell" (opus, CR 601.2h)', () => {
  it('Thunderdrum Soloist: Lightning Bolt (one mana) — 1 damage, then the Bolt’s 3', () => {
    const g = castWith('Thunderdrum Soloist', 'Lightning Bolt', ['p2']);
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(16);
  });

  it('Thunderdrum Soloist: Tidings (five mana) — 3 damage instead', () => {
    const g = castWith('Thunderdrum Soloist', 'Tidings');
    expect(g.state.players.p2.life).toBe(17);
    expect(g.names('p1', 'hand')).toHaveLength(4);
  });

  it('Tackle Artist: one counter for Lightning Bolt, two for Tidings', () => {
    const counters = (creature: string, spell: string, targets?: string[]) =>
      castWith(creature, spell, targets).get('opus').counters?.['+1/+1'] ?? 0;
    expect(counters('Tackle Artist', 'Lightning Bolt', ['p2'])).toBe(1);
    expect(counters('Tackle Artist', 'Tidings')).toBe(2);
  });

  it('"Then discard a card unless five or more mana was spent to cast that spell" is read as "X unless [condition]" (CR 608.2c)', () => {
    const r = compileCard(museSeeker);
    expect(r.status).toBe('full');
    const steps = r.def.triggered?.[0]?.steps ?? [];
    // Draw, then the discard only when fewer than five mana were spent on the spell cast.
    expect(steps.map((s) => s.do)).toEqual(['draw', 'check', 'discard']);
    expect(steps[1]).toMatchObject({
      condition: { not: { compare: [{ manaSpent: { ref: 'trigger', key: 'spell' } }, '>=', 5] } },
    });
    expect(steps[2]).toMatchObject({ when: { var: (steps[1] as { as: string }).as } });
  });
});
