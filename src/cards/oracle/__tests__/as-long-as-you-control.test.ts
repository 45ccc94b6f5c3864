// "… for as long as you control ~" (CR 611.2b): an effect from a resolving ability that lasts
// while its controller controls the source. It ends as soon as they don't (the source leaves the
// battlefield or changes controller), and if they don't as it resolves, it does nothing — it
// doesn't start and stop again. A control change given back returns the permanent (613.1b).
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const engine = card(
  'Possession Engine',
  '{3}{U}{U}',
  'Artifact — Vehicle',
  "When this Vehicle enters, gain control of target creature an opponent controls for as long as you control this Vehicle. That creature can't attack or block for as long as you control this Vehicle.\nCrew 3",
  '5/5',
);
const silumgar = card(
  'Dragonlord Silumgar',
  '{4}{U}{B}',
  'Legendary Creature — Elder Dragon',
  'Flying, deathtouch\nWhen Dragonlord Silumgar enters, gain control of target creature or planeswalker for as long as you control Dragonlord Silumgar.',
  '3/5',
);
const tidebinder = card(
  'Tidebinder Mage',
  '{U}{U}',
  'Creature — Merfolk Wizard',
  "When this creature enters, tap target red or green creature an opponent controls. That creature doesn't untap during its controller's untap step for as long as you control this creature.",
  '2/2',
);
const hillGiant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');
const CARDS = compiled(engine, silumgar, tidebinder, hillGiant);
const LIB = ['Island', 'Island', 'Island'];
const ISLANDS = ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'];

/** p1 casts `spell` (its enters trigger targets `target`); p2 has `p2Hand` and two Plains and an Island. */
function castWithTrigger(spell: string, target: string, p1Lands: string[], p2Hand: string[] = []): Game {
  const g = game(
    {
      turn: main,
      players: {
        p1: { library: LIB, battlefield: p1Lands, hand: [spell] },
        p2: {
          library: LIB,
          hand: p2Hand,
          battlefield: [
            'Plains',
            'Plains',
            'Island',
            { id: 'bears', card: 'Grizzly Bears' },
            { id: 'giant', card: 'Hill Giant' },
          ],
        },
      },
    },
    [{ cast: spell }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  // The creature spell resolved; its enters trigger waits for its target.
  g.act({ decide: [target] });
  return g;
}

/** Both players pass until the stack is empty. */
function resolveAll(g: Game): void {
  for (let i = 0; i < 8 && g.state.stack.length && !g.state.pendingDecision; i++) g.act({ pass: true });
}

describe('"for as long as you control ~" (CR 611.2b)', () => {
  it('Dragonlord Silumgar: p1 controls the Bears while it controls Silumgar; bounced, the Bears go back to p2', () => {
    const g = castWithTrigger('Dragonlord Silumgar', 'bears', [...ISLANDS.slice(0, 5), 'Swamp'], ['Unsummon']);
    resolveAll(g);
    expect(g.get('bears').controller).toBe('p1');
    // p2 returns Silumgar to its owner's hand at instant speed: the duration is over.
    g.act({ pass: true });
    g.act({ cast: 'Unsummon', targets: ['Dragonlord Silumgar'], player: 'p2' });
    resolveAll(g);
    expect(g.names('p1', 'hand')).toContain('Dragonlord Silumgar');
    expect(g.get('bears').controller).toBe('p2');
    expect(g.state.effects.some((e) => e.whileControls)).toBe(false);
  });

  it('Silumgar bounced with its trigger on the stack: the duration never starts, p1 never controls the Bears', () => {
    const g = castWithTrigger('Dragonlord Silumgar', 'bears', [...ISLANDS.slice(0, 5), 'Swamp'], ['Unsummon']);
    // The trigger is on the stack; p2 answers.
    expect(g.stack()).toHaveLength(1);
    g.act({ cast: 'Unsummon', targets: ['Dragonlord Silumgar'], player: 'p2' });
    resolveAll(g);
    expect(g.stack()).toEqual([]);
    expect(g.get('bears').controller).toBe('p2');
    expect(g.state.effects).toEqual([]);
    expect(g.events.some((e) => e.type === 'ControlChanged')).toBe(false);
  });

  it("Possession Engine: the stolen creature can't attack for p1; destroyed, the Engine gives the creature back, free to attack", () => {
    const g = castWithTrigger('Possession Engine', 'giant', ISLANDS.slice(0, 5), ['Disenchant']);
    resolveAll(g);
    expect(g.get('giant').controller).toBe('p1');
    g.act({ advance: 'next-turn' });
    expect(g.state.turn.active).toBe('p2');
    g.act({ advance: 'upkeep' });
    expect(g.state.turn.active).toBe('p1');
    // It has been under p1's control since p1's last turn: only the restriction stops it.
    g.act({ advance: 'declareAttackers' });
    expect(() => g.act({ attack: ['giant'] })).toThrow(/can't attack/);
    g.act({ attack: [] });
    g.act({ advance: 'main2' });
    g.act({ pass: true });
    g.act({ cast: 'Disenchant', targets: ['Possession Engine'], player: 'p2' });
    resolveAll(g);
    expect(g.names('p1', 'graveyard')).toContain('Possession Engine');
    expect(g.get('giant').controller).toBe('p2');
    expect(g.state.effects).toEqual([]);
  });

  it("Tidebinder Mage: the Giant stays tapped through p2's untap steps while p1 controls the Mage, and untaps after it is gone", () => {
    const g = castWithTrigger('Tidebinder Mage', 'giant', ISLANDS.slice(0, 2), ['Unsummon']);
    resolveAll(g);
    expect(g.get('giant').tapped).toBe(true);
    g.act({ advance: 'next-turn' });
    expect(g.state.turn.active).toBe('p2');
    expect(g.get('giant').tapped).toBe(true);
    expect(g.get('bears').tapped).toBe(false);
    // p2 bounces the Mage on their own turn; the Giant untaps in p2's next untap step.
    g.act({ cast: 'Unsummon', targets: ['Tidebinder Mage'] });
    resolveAll(g);
    expect(g.state.effects).toEqual([]);
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'next-turn' });
    expect(g.state.turn.active).toBe('p2');
    expect(g.get('giant').tapped).toBe(false);
  });
});

describe('near misses that stay text', () => {
  it('"can\'t become untapped for as long as you control ~" is not "doesn\'t untap during its controller\'s untap step"', () => {
    const spiderWoman = card(
      'Spider-Woman, Secret Agent',
      '{3}{W/U}',
      'Legendary Creature — Spider Human Spy Hero',
      "Flash\nWhen Spider-Woman enters, tap target creature an opponent controls. That creature can't become untapped for as long as you control Spider-Woman.",
      '1/4',
    );
    expect(unenforced(spiderWoman)).toHaveLength(1);
  });
  it('"for as long as ~ remains tapped and that creature\'s power remains …": a second condition is not read', () => {
    const oldMan = card(
      'Old Man of the Sea',
      '{1}{U}{U}',
      'Creature — Djinn',
      "You may choose not to untap this creature during your untap step.\n{T}: Gain control of target creature with power less than or equal to this creature's power for as long as this creature remains tapped and that creature's power remains less than or equal to this creature's power.",
      '2/3',
    );
    expect(unenforced(oldMan)).toContain(
      "{T}: Gain control of target creature with power less than or equal to this creature's power for as long as this creature remains tapped and that creature's power remains less than or equal to this creature's power.",
    );
  });
});
