// Foretell (CR 702.143a–b) and plot (702.170a–b, d): special actions that exile a card from its
// owner's hand, to cast it from exile on a later turn. Real cards, Oracle text as printed.
import { describe, expect, it } from 'vitest';
import { castOptions, getObject, RULE, specialActionOptions } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { compileCard } from '../compile';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';
import { cardCommands } from '../../../store/commands';
import { describeAction } from '../../../store/describe';
import { checkActions, compactActions, expandActions } from '../../../scenario/link/actions';

const FORETELL = (cost: string) =>
  `Foretell ${cost} (During your turn, you may pay {2} and exile this card from your hand face down. Cast it on a later turn for its foretell cost.)`;
const PLOT = (cost: string) =>
  `Plot ${cost} (You may pay ${cost} and exile this card from your hand. Cast it as a sorcery on a later turn without paying its mana cost. Plot only as a sorcery.)`;

const raven = card('Augury Raven', '{3}{U}', 'Creature — Bird', `Flying\n${FORETELL('{1}{U}')}`, '3/1');
const bolt = card(
  'Demon Bolt',
  '{2}{R}',
  'Instant',
  `Demon Bolt deals 4 damage to target creature or planeswalker.\n${FORETELL('{R}')}`,
);
const djinn = card("Djinn of Fool's Fall", '{4}{U}', 'Creature — Djinn', `Flying\n${PLOT('{3}{U}')}`, '4/3');
const varmints = card(
  'Rise of the Varmints',
  '{3}{G}',
  'Sorcery',
  `Create X 2/1 green Varmint creature tokens, where X is the number of creature cards in your graveyard.\n${PLOT('{2}{G}')}`,
);
const CARDS = compiled(raven, bolt, djinn, varmints);
const library = ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'];

type P = 'p1' | 'p2';

function costsOf(g: Game, ref: string, player: P = 'p1'): string[] {
  return castOptions(g.engine.registry, g.state, player, g.get(ref).id).options.map((o) => o.mode.cost);
}
function refusalOf(g: Game, ref: string, player: P = 'p1') {
  return castOptions(g.engine.registry, g.state, player, g.get(ref).id).refusals[0];
}
/** The special actions `player` is offered, as [how, cost, enabled, rule of the refusal]. */
function offered(g: Game, player: P = 'p1'): [string, string, boolean, string | null][] {
  return specialActionOptions(g.engine.registry, g.state, player).map((o) => [
    o.kind,
    o.cost,
    o.enabled,
    o.reason?.rule ?? null,
  ]);
}
function untappedLands(g: Game, player: P): number {
  return g.state.battlefield.filter((id) => {
    const o = getObject(g.state, id);
    return o?.controller === player && !o.tapped;
  }).length;
}
/** Passes priority until the stack is empty or a decision is pending. */
function settle(g: Game): void {
  for (let i = 0; i < 20 && g.state.stack.length && !g.state.pendingDecision; i++) g.act({ pass: true });
}

describe('foretell (CR 702.143a–b)', () => {
  it('compiles to a foretell cost; the special action costs exactly {2}', () => {
    expect(compileCard(raven).def.altCosts).toEqual([{ kind: 'foretell', mana: '{1}{U}' }]);
    const one = game(
      { turn: main, players: { p1: { battlefield: ['Island'], hand: ['Augury Raven'], library }, p2: { library } } },
      [],
      { cards: CARDS },
    );
    // One land: {2} can't be paid.
    expect(offered(one)).toEqual([['foretell', '{2}', false, RULE.castPay]]);
    expect(() => one.perform({ type: 'foretell', player: 'p1', object: one.get('Augury Raven').id })).toThrow();
    expect(one.names('p1', 'hand')).toEqual(['Augury Raven']);

    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Island', 'Island', 'Island'], hand: ['Augury Raven'], library },
          p2: { library },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(offered(g)).toEqual([['foretell', '{2}', true, null]]);
    // From the hand, only its mana cost: the foretell cost is for a foretold card (702.143a).
    expect(costsOf(g, 'Augury Raven')).toEqual(['mana']);
    g.perform({ type: 'foretell', player: 'p1', object: g.get('Augury Raven').id });
    expect(g.names('p1', 'exile')).toEqual(['Augury Raven']);
    expect(g.get('Augury Raven').foretold).toBe(3);
    // {2} paid: two of the three lands tapped; a special action: nothing on the stack (702.143b).
    expect(untappedLands(g, 'p1')).toBe(1);
    expect(g.stack()).toEqual([]);
    expect(g.has('ZoneChanged', RULE.foretellAction)).toBe(true);
  });

  it('only during its owner’s own turn, even with a spell on the stack', () => {
    const g = game(
      {
        turn: { ...main, active: 'p2' },
        players: {
          p1: { battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Demon Bolt'], library },
          p2: { battlefield: ['Grizzly Bears'], library },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(offered(g)).toEqual([['foretell', '{2}', false, RULE.foretell]]);
    expect(() => g.perform({ type: 'foretell', player: 'p1', object: g.get('Demon Bolt').id })).toThrow(/own turn/);
    // The opponent can't foretell p1's card.
    expect(offered(g, 'p2')).toEqual([]);
    expect(() => g.perform({ type: 'foretell', player: 'p2', object: g.get('Demon Bolt').id })).toThrow();

    // On p1's own turn, any time they have priority: with their own spell on the stack too.
    const own = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'],
            hand: ['Demon Bolt', 'Lightning Bolt'],
            library,
          },
          p2: { battlefield: ['Grizzly Bears'], library },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['p2'] }],
      { cards: CARDS },
    );
    expect(own.stack()).toEqual(['Lightning Bolt']);
    own.perform({ type: 'foretell', player: 'p1', object: own.get('Demon Bolt').id });
    expect(own.names('p1', 'exile')).toEqual(['Demon Bolt']);
    expect(own.stack()).toEqual(['Lightning Bolt']);
  });

  it('cast from exile only on a later turn, only for its foretell cost, with its own timing', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Island', 'Island', 'Mountain'], hand: ['Demon Bolt', 'Augury Raven'], library },
          p2: { battlefield: ['Grizzly Bears'], library },
        },
      },
      [],
      { cards: CARDS },
    );
    g.perform({ type: 'foretell', player: 'p1', object: g.get('Demon Bolt').id });
    expect(untappedLands(g, 'p1')).toBe(1);
    // The turn it was foretold: not castable (702.143a "after the current turn has ended").
    expect(costsOf(g, 'Demon Bolt')).toEqual([]);
    expect(refusalOf(g, 'Demon Bolt')).toMatchObject({ rule: RULE.foretell });
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'main1' });
    expect(g.state.turn).toMatchObject({ number: 5, active: 'p1' });
    // Now the foretell cost {R}, not the mana cost {2}{R}; only its owner.
    expect(costsOf(g, 'Demon Bolt')).toEqual(['foretell']);
    expect(costsOf(g, 'Demon Bolt', 'p2')).toEqual([]);
    // Foretell Augury Raven too (its owner's turn): {2} of the three lands.
    g.perform({ type: 'foretell', player: 'p1', object: g.get('Augury Raven').id });
    expect(untappedLands(g, 'p1')).toBe(1);
    g.perform({
      type: 'cast',
      player: 'p1',
      object: g.get('Demon Bolt').id,
      cost: 'foretell',
      targets: [g.get('Grizzly Bears').id],
    });
    expect(untappedLands(g, 'p1')).toBe(0);
    settle(g);
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.names('p1', 'graveyard')).toEqual(['Demon Bolt']);

    // Turn 6 (p2's): a foretold creature has a creature's timing (CR 307.1), not an instant's.
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'main1' });
    expect(costsOf(g, 'Augury Raven')).toEqual([]);
    expect(refusalOf(g, 'Augury Raven')).toMatchObject({ rule: RULE.normalTiming });
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'main1' });
    expect(g.state.turn).toMatchObject({ number: 7, active: 'p1' });
    expect(costsOf(g, 'Augury Raven')).toEqual(['foretell']);
    g.perform({ type: 'cast', player: 'p1', object: g.get('Augury Raven').id, cost: 'foretell' });
    // {1}{U} paid: two lands.
    expect(untappedLands(g, 'p1')).toBe(1);
    settle(g);
    expect(g.names('p1', 'battlefield')).toContain('Augury Raven');
  });

  it('a near miss stays text: "If this spell was foretold" is not read (Poison the Cup), nor a foretell cost with {X}', () => {
    const cup = card(
      'Poison the Cup',
      '{1}{B}{B}',
      'Instant',
      `Destroy target creature. If this spell was foretold, scry 2.\n${FORETELL('{1}{B}')}`,
    );
    expect(compileCard(cup).status).not.toBe('full');
    expect(unenforced(cup)).toContain('Destroy target creature. If this spell was foretold, scry 2.');
    const starnheim = card(
      'Starnheim Unleashed',
      '{2}{W}{W}',
      'Sorcery',
      `Create a 4/4 white Angel Warrior creature token with flying and vigilance. If this spell's additional cost was paid, create X of those tokens instead.\n${FORETELL('{X}{X}{W}')}`,
    );
    const r = compileCard(starnheim);
    expect(r.status).not.toBe('full');
    expect(r.def.altCosts ?? []).toEqual([]);
  });
});

describe('plot (CR 702.170a–b, d)', () => {
  it('plotted for its plot cost, only during its owner’s main phase while the stack is empty', () => {
    expect(compileCard(djinn).def.plot).toBe('{3}{U}');
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Island', 'Island', 'Island', 'Island', 'Island', 'Mountain'],
            hand: ["Djinn of Fool's Fall", 'Lightning Bolt'],
            library,
          },
          p2: { library },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['p2'] }],
      { cards: CARDS },
    );
    // A spell on the stack: not sorcery timing.
    expect(offered(g)).toEqual([['plot', '{3}{U}', false, RULE.plot]]);
    expect(() => g.perform({ type: 'plot', player: 'p1', object: g.get("Djinn of Fool's Fall").id })).toThrow(
      /main phase while the stack is empty/,
    );
    settle(g);
    expect(offered(g)).toEqual([['plot', '{3}{U}', true, null]]);
    g.perform({ type: 'plot', player: 'p1', object: g.get("Djinn of Fool's Fall").id });
    expect(g.names('p1', 'exile')).toEqual(["Djinn of Fool's Fall"]);
    expect(g.get("Djinn of Fool's Fall").plotted).toBe(3);
    // {3}{U} paid (the Mountain went for Lightning Bolt): one Island left.
    expect(untappedLands(g, 'p1')).toBe(1);
    expect(g.has('ZoneChanged', RULE.plot)).toBe(true);
    // Not in combat, nor on the opponent's turn.
    const combat = game(
      {
        turn: { ...main, phase: 'beginCombat' },
        players: {
          p1: { battlefield: ['Island', 'Island', 'Island', 'Island'], hand: ["Djinn of Fool's Fall"], library },
          p2: { library },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(offered(combat)).toEqual([['plot', '{3}{U}', false, RULE.plot]]);
    const theirs = game(
      {
        turn: { ...main, active: 'p2' },
        players: {
          p1: { battlefield: ['Island', 'Island', 'Island', 'Island'], hand: ["Djinn of Fool's Fall"], library },
          p2: { library },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(offered(theirs)).toEqual([['plot', '{3}{U}', false, RULE.plot]]);
  });

  it('cast later without paying its mana cost, as a sorcery, not on the turn it was plotted', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Forest', 'Forest', 'Forest'],
            hand: ['Rise of the Varmints'],
            graveyard: ['Grizzly Bears', 'Grizzly Bears'],
            library,
          },
          p2: { library },
        },
      },
      [],
      { cards: CARDS },
    );
    // From the hand: its mana cost only (free is for a plotted card).
    expect(costsOf(g, 'Rise of the Varmints')).toEqual(['mana']);
    g.perform({ type: 'plot', player: 'p1', object: g.get('Rise of the Varmints').id });
    expect(untappedLands(g, 'p1')).toBe(0);
    expect(costsOf(g, 'Rise of the Varmints')).toEqual([]);
    expect(refusalOf(g, 'Rise of the Varmints')).toMatchObject({ rule: RULE.plottedCast });
    // The opponent's turn: not its owner's main phase.
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'main1' });
    expect(costsOf(g, 'Rise of the Varmints')).toEqual([]);
    expect(refusalOf(g, 'Rise of the Varmints')).toMatchObject({ rule: RULE.plottedCast });
    g.act({ advance: 'next-turn' });
    expect(g.state.turn).toMatchObject({ number: 5, active: 'p1' });
    // Its owner's combat: not a main phase.
    g.act({ advance: 'combat' });
    expect(costsOf(g, 'Rise of the Varmints')).toEqual([]);
    expect(refusalOf(g, 'Rise of the Varmints')).toMatchObject({ rule: RULE.plottedCast });
    g.act({ advance: 'main2' });
    expect(costsOf(g, 'Rise of the Varmints')).toEqual(['free']);
    expect(costsOf(g, 'Rise of the Varmints', 'p2')).toEqual([]);
    g.perform({ type: 'cast', player: 'p1', object: g.get('Rise of the Varmints').id });
    // Without paying its mana cost: no land tapped, nothing spent.
    expect(untappedLands(g, 'p1')).toBe(3);
    expect(g.stack()).toEqual(['Rise of the Varmints']);
    settle(g);
    // X is the creature cards in its owner's graveyard (two Grizzly Bears).
    expect(g.names('p1', 'battlefield').filter((n) => n.startsWith('Varmint')).length).toBe(2);
  });
});

describe('the special actions outside the engine', () => {
  it('offered in the card menu, described (a foretold card unnamed), and kept in links', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Island', 'Island', 'Island', 'Island'],
            hand: ['Augury Raven', "Djinn of Fool's Fall"],
            library,
          },
          p2: { library },
        },
      },
      [],
      { cards: CARDS },
    );
    const reg = g.engine.registry;
    const raven = g.get('Augury Raven').id;
    const djinn = g.get("Djinn of Fool's Fall").id;
    const foretell = cardCommands(reg, g.state, raven).find((c) => c.id === 'foretell');
    const plot = cardCommands(reg, g.state, djinn).find((c) => c.id === 'plot');
    expect(foretell).toMatchObject({
      label: 'Foretell ({2})',
      action: { type: 'foretell', player: 'p1', object: raven },
    });
    expect(plot).toMatchObject({ label: 'Plot ({3}{U})', action: { type: 'plot', player: 'p1', object: djinn } });
    const actions = [foretell!.action!, plot!.action!];
    // A foretold card is exiled face down (702.143a): its name is not given.
    expect(describeAction(g.state, reg, actions[0]!)).not.toContain('Augury Raven');
    expect(describeAction(g.state, reg, actions[0]!)).toMatch(/foretells a card/);
    expect(describeAction(g.state, reg, actions[1]!)).toMatch(/plots Djinn of Fool's Fall/);
    expect(checkActions(expandActions(compactActions(actions)))).toEqual({ ok: true, actions });
    // On the opponent's turn the menu still lists it, refused with the rule.
    const theirs = game(
      {
        turn: { ...main, active: 'p2' },
        players: { p1: { battlefield: ['Island', 'Island'], hand: ['Augury Raven'], library }, p2: { library } },
      },
      [],
      { cards: CARDS },
    );
    const refused = cardCommands(reg, theirs.state, theirs.get('Augury Raven').id).find((c) => c.id === 'foretell');
    expect(refused).toMatchObject({ action: null, refusal: { rule: RULE.foretell } });
  });
});
