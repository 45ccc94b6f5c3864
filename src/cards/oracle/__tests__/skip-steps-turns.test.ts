// Skipping a step or a turn (CR 614.10): "Skip your draw step" (a static ability: the step doesn't
// happen, so no card is drawn and nothing "at the beginning of" that step triggers) and "You skip
// your next turn" (an effect: the next turn that player would take doesn't happen; a turn that
// has begun can't be skipped; two skips skip the next two, 614.10a).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { compileCard } from '../compile';
import { card } from './card';
import { compiled, main, run, unenforced } from './compiled';

const SKIP = '614.10';

const appeasement = card(
  'Dragon Appeasement',
  '{3}{B}{R}{G}',
  'Enchantment',
  'Skip your draw step.\nWhenever you sacrifice a creature, you may draw a card.',
);
const sovereign = card(
  'Infernal Sovereign',
  '{4}{B}{B}',
  'Creature — Demon',
  'Flying, trample\nSkip your draw step.\nWhenever you play a land or cast a spell, you draw a card and you lose 1 life.',
  '6/6',
);
const deployment = card(
  'Symbiotic Deployment',
  '{2}{G}',
  'Enchantment',
  'Skip your draw step.\n{1}, Tap two untapped creatures you control: Draw a card.',
);
const howlingMine = card(
  'Howling Mine',
  '{2}',
  'Artifact',
  "At the beginning of each player's draw step, if this artifact is untapped, that player draws an additional card.",
);
const meditate = card('Meditate', '{2}{U}', 'Instant', 'Draw four cards. You skip your next turn.');
const chronatog = card(
  'Chronatog',
  '{1}{U}',
  'Creature — Atog',
  '{0}: This creature gets +3/+3 until end of turn. You skip your next turn. Activate only once each turn.',
  '1/2',
);
const eater = card(
  'Eater of Days',
  '{4}',
  'Artifact Creature — Leviathan',
  'Flying, trample\nWhen this creature enters, you skip your next two turns.',
  '9/8',
);
const timeWalk = card('Time Walk', '{1}{U}', 'Sorcery', 'Take an extra turn after this one.');

const library = ['Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains'];

describe('"Skip your draw step" (CR 614.10)', () => {
  it('compiles as a static ability of the controller', () => {
    for (const c of [appeasement, sovereign, deployment]) {
      const r = compileCard(c);
      expect(r.status, c.name).toBe('full');
      expect(r.def.statics).toEqual([{ affects: { players: 'you' }, skipsStep: 'draw' }]);
    }
  });

  it("Dragon Appeasement: its controller's draw step doesn't happen (no draw, Howling Mine doesn't trigger); the opponent's does", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Dragon Appeasement', 'Howling Mine'], library },
          p2: { library },
        },
      },
      [],
      { cards: compiled(appeasement, howlingMine) },
    );
    expect(g.error).toBeNull();
    g.act({ advance: 'next-turn' });
    run(g);
    g.act({ advance: 'main1' });
    // p2's turn: the draw and Howling Mine's additional card.
    expect(g.state.turn).toMatchObject({ number: 4, active: 'p2' });
    expect(g.names('p2', 'hand')).toHaveLength(2);
    expect(g.has('Note', SKIP)).toBe(false);
    g.act({ advance: 'next-turn' });
    run(g);
    expect(g.state.turn).toMatchObject({ number: 5, active: 'p1', step: 'main1' });
    expect(g.names('p1', 'hand')).toEqual([]);
    expect(g.names('p1', 'library')).toHaveLength(library.length);
    expect(g.has('Note', SKIP)).toBe(true);
    const drawSteps = g.events.filter((e) => e.type === 'StepBegan' && e.step === 'draw');
    expect(drawSteps).toHaveLength(1);
  });

  it("Infernal Sovereign under the opponent's control: only its controller skips", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { library },
          p2: { battlefield: ['Infernal Sovereign'], library },
        },
      },
      [],
      { cards: compiled(sovereign) },
    );
    g.act({ advance: 'next-turn' });
    expect(g.state.turn).toMatchObject({ number: 4, active: 'p2' });
    expect(g.names('p2', 'hand')).toEqual([]);
    expect(g.has('Note', SKIP)).toBe(true);
    g.act({ advance: 'next-turn' });
    expect(g.names('p1', 'hand')).toEqual(['Plains']);
  });

  it('near misses stay text: another step, the wrong pronoun, "this turn"', () => {
    const enchantment = (text: string) => card('Variant', '{1}', 'Enchantment', text);
    expect(unenforced(enchantment('Skip your upkeep step.'))).toEqual(['Skip your upkeep step.']);
    expect(unenforced(enchantment('Skip their draw step.'))).toEqual(['Skip their draw step.']);
    expect(unenforced(enchantment('You skip their draw steps.'))).toEqual(['You skip their draw steps.']);
    const elfhame = card(
      'Elfhame Sanctuary',
      '{1}{G}',
      'Enchantment',
      'At the beginning of your upkeep, you may search your library for a basic land card, reveal that card, put it into your hand, then shuffle. If you do, you skip your draw step this turn.',
    );
    expect(compileCard(elfhame).status).not.toBe('full');
  });
});

describe('"You skip your next turn" (CR 614.10)', () => {
  it("Meditate: draw four, then the next turn is the opponent's twice in a row", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Island', 'Island', 'Island'], hand: ['Meditate'], library },
          p2: { library },
        },
      },
      [{ cast: 'Meditate' }, { pass: true }],
      { cards: compiled(meditate) },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand')).toHaveLength(4);
    expect(g.state.turn.skipTurns).toEqual(['p1']);
    g.act({ advance: 'next-turn' });
    expect(g.state.turn).toMatchObject({ number: 4, active: 'p2' });
    g.act({ advance: 'next-turn' });
    // p1's turn 5 doesn't happen: turn 5 is p2's, and nothing of p1's was drawn or untapped.
    expect(g.state.turn).toMatchObject({ number: 5, active: 'p2' });
    expect(g.has('Note', SKIP)).toBe(true);
    expect(g.state.turn.skipTurns).toBeUndefined();
    expect(g.names('p1', 'hand')).toHaveLength(4);
    g.act({ advance: 'next-turn' });
    expect(g.state.turn).toMatchObject({ number: 6, active: 'p1' });
    expect(g.names('p1', 'hand')).toHaveLength(5);
  });

  it("Chronatog activated in the opponent's turn: its controller's very next turn is skipped", () => {
    const g = game(
      {
        turn: { number: 4, active: 'p2' as const, phase: 'main1' as const },
        players: {
          p1: { battlefield: ['Chronatog'], library },
          p2: { library },
        },
      },
      [{ pass: true }],
      { cards: compiled(chronatog) },
    );
    expect(g.error).toBeNull();
    g.act({ activate: 'Chronatog', player: 'p1' });
    run(g);
    expect(g.state.turn.skipTurns).toEqual(['p1']);
    g.act({ advance: 'next-turn' });
    expect(g.state.turn).toMatchObject({ number: 5, active: 'p2' });
  });

  it('Time Walk then Meditate: the extra turn is the one skipped', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Island', 'Island', 'Island', 'Island', 'Island'],
            hand: ['Time Walk', 'Meditate'],
            library,
          },
          p2: { library },
        },
      },
      [{ cast: 'Time Walk' }, { pass: true }, { cast: 'Meditate' }, { pass: true }],
      { cards: compiled(timeWalk, meditate) },
    );
    expect(g.error).toBeNull();
    g.act({ advance: 'next-turn' });
    expect(g.state.turn).toMatchObject({ number: 4, active: 'p2' });
    expect(g.state.turn.extraTurns).toBeUndefined();
    g.act({ advance: 'next-turn' });
    expect(g.state.turn).toMatchObject({ number: 5, active: 'p1' });
  });

  it('Eater of Days: its controller skips the next two turns', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Island', 'Island', 'Island', 'Island'], hand: ['Eater of Days'], library },
          p2: { library },
        },
      },
      [{ cast: 'Eater of Days' }, { pass: true }],
      { cards: compiled(eater) },
    );
    run(g);
    expect(g.error).toBeNull();
    expect(g.state.turn.skipTurns).toEqual(['p1', 'p1']);
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'next-turn' });
    expect(g.state.turn).toMatchObject({ number: 6, active: 'p2' });
    g.act({ advance: 'next-turn' });
    expect(g.state.turn).toMatchObject({ number: 7, active: 'p1' });
  });

  it('near misses stay text: a count of X, a pronoun for another player, a step', () => {
    const sorcery = (text: string) => card('Variant', '{1}', 'Sorcery', text);
    for (const text of [
      'Target opponent skips their next X turns.',
      'Target player skips your next turn.',
      'You skip their next turn.',
    ])
      expect(unenforced(sorcery(text))).toEqual([text]);
  });
});
