// "… you may pay {2}{W}. When you do, tap target creature." (CR 603.12): a reflexive triggered
// ability triggers only if the instruction before it was done, goes on the stack after the
// ability that created it has resolved, and chooses its own targets then (603.3d). "You may pay
// {X}" in a triggered ability: X is chosen as it is paid (107.3f). Real cards; near miss: exert
// with a condition ("If ~ hasn't been exerted this turn, you may exert it …") stays text.
import { describe, expect, it } from 'vitest';
import { getObject, RULE } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const crackshot = card(
  'Thousand Moons Crackshot',
  '{1}{W}',
  'Creature — Human Soldier',
  'Whenever this creature attacks, you may pay {2}{W}. When you do, tap target creature.',
  '2/2',
);
const ziatora = card(
  'Ziatora, the Incinerator',
  '{3}{B}{R}{G}',
  'Legendary Creature — Demon Dragon',
  "Flying\nAt the beginning of your end step, you may sacrifice another creature. When you do, Ziatora deals damage equal to that creature's power to any target and you create three Treasure tokens.",
  '6/6',
);
const eliminator = card(
  'Undercity Eliminator',
  '{3}{B}{B}',
  'Creature — Gorgon Assassin',
  'When this creature enters, you may sacrifice an artifact or creature. When you do, exile target creature an opponent controls.',
  '3/3',
);
const preserver = card(
  'Wildborn Preserver',
  '{1}{G}',
  'Creature — Elf Archer',
  'Flash\nReach\nWhenever another non-Human creature you control enters, you may pay {X}. When you do, put X +1/+1 counters on this creature.',
  '2/2',
);
const flameblast = card(
  'Flameblast Dragon',
  '{4}{R}{R}',
  'Creature — Dragon',
  'Flying\nWhenever this creature attacks, you may pay {X}{R}. If you do, it deals X damage to any target.',
  '5/5',
);
const CARDS = compiled(crackshot, ziatora, eliminator, preserver, flameblast);

/** Passes until the stack is empty or a decision is asked (CR 117.4). */
function resolveAll(g: Game): void {
  for (let i = 0; i < 10 && g.state.stack.length > 0 && !g.state.pendingDecision; i++) g.act({ pass: true });
}

function attackWithCrackshot(): Game {
  const g = game(
    {
      turn: main,
      players: {
        p1: { battlefield: [{ id: 'crack', card: 'Thousand Moons Crackshot' }, 'Plains', 'Plains', 'Plains'] },
        p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
      },
    },
    [{ advance: 'declareAttackers' }, { attack: ['crack'] }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('reflexive triggered abilities (CR 603.12)', () => {
  it('paid: it triggers, goes on the stack after the attack trigger resolved, and taps its target', () => {
    const g = attackWithCrackshot();
    expect(g.state.pendingDecision?.kind).toBe('may');
    g.act({ decide: true });
    // The attack trigger has resolved; the reflexive one chooses its target as it is put on the stack.
    expect(g.has('AbilityTriggered', RULE.reflexiveTrigger)).toBe(true);
    expect(g.state.pendingDecision?.purpose).toBe('targets');
    g.act({ decide: [g.get('bears').id] });
    expect(g.stack()).toHaveLength(1);
    expect(g.get('bears').tapped).toBe(false);
    resolveAll(g);
    expect(g.error).toBeNull();
    expect(g.get('bears').tapped).toBe(true);
    // {2}{W} was paid with the three Plains.
    const plains = g.state.battlefield.map((id) => getObject(g.state, id)).filter((o) => o?.def === 'Plains');
    expect(plains.map((o) => o?.tapped)).toEqual([true, true, true]);
  });

  it('not paid: nothing triggers and nothing is tapped', () => {
    const g = attackWithCrackshot();
    g.act({ decide: false });
    resolveAll(g);
    expect(g.has('AbilityTriggered', RULE.reflexiveTrigger)).toBe(false);
    expect(g.stack()).toEqual([]);
    expect(g.get('bears').tapped).toBe(false);
  });

  it('"you may sacrifice another creature. When you do": damage equal to its power, as it last existed, and three Treasures', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'zia', card: 'Ziatora, the Incinerator' },
              { id: 'bears', card: 'Grizzly Bears', counters: { '+1/+1': 1 } },
            ],
          },
        },
      },
      [{ advance: 'end' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ decide: true });
    if (g.state.pendingDecision?.purpose !== 'targets') g.act({ decide: [g.get('bears').id] });
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears']);
    g.act({ decide: ['p2'] });
    resolveAll(g);
    expect(g.error).toBeNull();
    // The Bears were 3/3 with their counter when sacrificed (CR 608.2h).
    expect(g.state.players.p2.life).toBe(17);
    expect(g.names('p1', 'battlefield').filter((n) => n.startsWith('Treasure'))).toHaveLength(3);
  });

  it('yes with nothing to sacrifice is not doing it: no reflexive trigger, no damage, no Treasures', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: [{ id: 'zia', card: 'Ziatora, the Incinerator' }] } } },
      [{ advance: 'end' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    if (g.state.pendingDecision?.kind === 'may') g.act({ decide: true });
    resolveAll(g);
    expect(g.has('AbilityTriggered', RULE.reflexiveTrigger)).toBe(false);
    expect(g.state.players.p2.life).toBe(20);
    expect(g.names('p1', 'battlefield')).toEqual(['Ziatora, the Incinerator']);
  });

  it('its own target: exiles a creature an opponent controls; with none, the sacrifice still happened and the trigger is removed', () => {
    const SWAMPS = ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'];
    const setup = (p2: string[]) =>
      game(
        {
          turn: main,
          players: {
            p1: { battlefield: [...SWAMPS, { id: 'bears', card: 'Grizzly Bears' }], hand: ['Undercity Eliminator'] },
            p2: { battlefield: p2 },
          },
        },
        [{ cast: 'Undercity Eliminator' }, { pass: true }, { pass: true }],
        { cards: CARDS },
      );
    const g = setup(['Giant Spider']);
    expect(g.error).toBeNull();
    g.act({ decide: true });
    if (g.state.pendingDecision?.purpose !== 'targets') g.act({ decide: [g.get('bears').id] });
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears']);
    resolveAll(g);
    expect(g.error).toBeNull();
    expect(g.names('p2', 'exile')).toEqual(['Giant Spider']);

    const none = setup([]);
    none.act({ decide: true });
    if (none.state.pendingDecision) none.act({ decide: [none.get('bears').id] });
    resolveAll(none);
    expect(none.error).toBeNull();
    expect(none.names('p1', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(none.has('NothingHappened', RULE.triggerNoTargets)).toBe(true);
  });
});

describe('"you may pay {X}" in a triggered ability: X chosen as it is paid (CR 107.3f)', () => {
  it('Wildborn Preserver: X up to what can be paid, then X +1/+1 counters', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'wp', card: 'Wildborn Preserver' }, 'Forest', 'Forest', 'Forest', 'Forest'],
            hand: ['Grizzly Bears'],
          },
        },
      },
      [{ cast: 'Grizzly Bears' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ decide: true });
    // Two Forests are left untapped after casting the Bears: X is at most 2.
    const asked = g.state.pendingDecision;
    expect(asked?.kind).toBe('chooseNumber');
    expect(asked && 'max' in asked ? asked.max : null).toBe(2);
    expect(() => g.act({ decide: 3 })).toThrow(/from 0 to 2/);
    g.act({ decide: 2 });
    resolveAll(g);
    expect(g.error).toBeNull();
    expect(g.get('wp').counters['+1/+1']).toBe(2);
    expect(pt(g, 'wp')).toEqual([4, 4]);
  });

  it('Flameblast Dragon: "If you do, it deals X damage" reads the X paid', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'fd', card: 'Flameblast Dragon' }, 'Mountain', 'Mountain', 'Mountain', 'Mountain'],
          },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['fd'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // Its target is chosen as it is put on the stack (CR 603.3d).
    if (g.state.pendingDecision?.purpose === 'targets') g.act({ decide: ['p2'] });
    g.act({ pass: true });
    g.act({ decide: true });
    g.act({ decide: 3 });
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(17);
  });
});

describe('near miss', () => {
  it('exert with a condition ("If ~ hasn\'t been exerted this turn, you may exert it as it attacks. When you do, …") stays text', () => {
    const celebrant = card(
      'Combat Celebrant',
      '{2}{R}',
      'Creature — Human Warrior',
      "If this creature hasn't been exerted this turn, you may exert it as it attacks. When you do, untap all other creatures you control and after this phase, there is an additional combat phase. (An exerted creature won't untap during your next untap step.)",
      '4/1',
    );
    expect(unenforced(celebrant)).toHaveLength(1);
  });
});
