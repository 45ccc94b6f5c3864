// Threaten effects: "Gain control of target creature until end of turn. Untap that creature. It
// gains haste until end of turn." — a control-changing effect (CR 613.1b, layer 2) that ends in
// the cleanup step (514.2), after which the permanent goes back to the player who controlled it.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext, RULE } from '../../../engine';
import { game } from '../../../testing/harness';
import { ALL_CARDS } from '../../all';
import { createRegistry } from '../../registry';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const treason = card(
  'Act of Treason',
  '{2}{R}',
  'Sorcery',
  'Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn.',
);
const threaten = card(
  'Threaten',
  '{2}{R}',
  'Sorcery',
  'Untap target creature and gain control of it until end of turn. That creature gains haste until end of turn.',
);
const instinct = card(
  'Traitorous Instinct',
  '{3}{R}',
  'Sorcery',
  'Gain control of target creature until end of turn. Untap that creature. Until end of turn, it gets +2/+0 and gains haste.',
);
const firstborn = card(
  'Claim the Firstborn',
  '{R}',
  'Sorcery',
  'Gain control of target creature with mana value 3 or less until end of turn. Untap that creature. It gains haste until end of turn.',
);
const conscripts = card(
  'Zealous Conscripts',
  '{4}{R}',
  'Creature — Human Warrior',
  'Haste\nWhen this creature enters, gain control of target permanent until end of turn. Untap that permanent. It gains haste until end of turn.',
  '3/3',
);

const CARDS = compiled(treason, threaten, instinct, firstborn, conscripts);

describe('"Gain control of target creature until end of turn" (CR 613.1b, 514.2)', () => {
  it("Act of Treason: the caster controls the opponent's tapped creature, untapped and with haste, attacks with it, and gives it back at cleanup", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Act of Treason'] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears', tapped: true }] },
        },
      },
      [{ cast: 'Act of Treason', targets: ['bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('bears').controller).toBe('p1');
    expect(g.get('bears').tapped).toBe(false);
    expect(g.has('ControlChanged', RULE.layerControl)).toBe(true);
    // It came under p1's control this turn: only haste lets it attack (CR 302.6, 702.10).
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['bears'] });
    g.act({ advance: 'main2' });
    expect(g.state.players.p2.life).toBe(18);
    g.act({ advance: 'next-turn' });
    expect(g.get('bears').controller).toBe('p2');
    expect(g.names('p2', 'battlefield')).toEqual(['Grizzly Bears']);
  });

  it('without the haste the effect gives, the stolen creature could not attack (the haste is what lets it)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Act of Treason'] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ cast: 'Act of Treason', targets: ['bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const ctx = readContext(g.state, createRegistry([...ALL_CARDS, ...CARDS]));
    expect(characteristics(ctx, g.get('bears')).keywords).toContain('haste');
    // After the turn the haste has ended with the control (both "until end of turn").
    g.act({ advance: 'next-turn' });
    const next = readContext(g.state, createRegistry([...ALL_CARDS, ...CARDS]));
    expect(characteristics(next, g.get('bears')).keywords).not.toContain('haste');
  });

  it('Threaten: "Untap target creature and gain control of it until end of turn"', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Threaten'] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears', tapped: true }] },
        },
      },
      [{ cast: 'Threaten', targets: ['bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('bears').controller).toBe('p1');
    expect(g.get('bears').tapped).toBe(false);
  });

  it('Traitorous Instinct: "Until end of turn, it gets +2/+0 and gains haste"', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: ['Traitorous Instinct'] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ cast: 'Traitorous Instinct', targets: ['bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('bears').controller).toBe('p1');
    expect(pt(g, 'bears')).toEqual([4, 2]);
  });

  it('Claim the Firstborn can only target a creature with mana value 3 or less', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain'], hand: ['Claim the Firstborn'] },
          p2: { battlefield: ['Giant Spider'] },
        },
      },
      [{ cast: 'Claim the Firstborn', targets: ['Giant Spider'] }],
      { cards: CARDS },
    );
    expect(g.error).toMatch(/target/i);
    expect(g.names('p2', 'battlefield')).toEqual(['Giant Spider']);
  });

  it("Zealous Conscripts' trigger takes any permanent, a land too, until end of turn", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'],
            hand: ['Zealous Conscripts'],
          },
          p2: { battlefield: [{ id: 'isl', card: 'Island', tapped: true }] },
        },
      },
      [{ cast: 'Zealous Conscripts' }, { pass: true }, { decide: ['isl'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('isl').controller).toBe('p1');
    expect(g.get('isl').tapped).toBe(false);
    g.act({ advance: 'next-turn' });
    expect(g.get('isl').controller).toBe('p2');
  });

  it('near misses stay text: a duration the engine does not track, a trigger on losing control', () => {
    expect(
      unenforced(
        card(
          'Ray of Command',
          '{3}{U}',
          'Instant',
          'Untap target creature an opponent controls and gain control of it until end of turn. That creature gains haste until end of turn. When you lose control of the creature, tap it.',
        ),
      ),
    ).toHaveLength(1);
    expect(
      unenforced(
        card(
          'Old Man of the Sea',
          '{1}{U}{U}',
          'Creature — Djinn',
          "You may choose not to untap this creature during your untap step.\n{T}: Gain control of target creature with power less than or equal to this creature's power for as long as this creature remains tapped and that creature's power remains less than or equal to this creature's power.",
          '2/3',
        ),
      ),
    ).toContain(
      "{T}: Gain control of target creature with power less than or equal to this creature's power for as long as this creature remains tapped and that creature's power remains less than or equal to this creature's power.",
    );
  });
});
