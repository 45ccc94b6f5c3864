// Casting a card from its owner's graveyard by its own keyword:
// - Retrace (CR 702.81a): "You may cast this card from your graveyard by discarding a land card in
//   addition to paying its other costs." It goes back to the graveyard as it resolves.
// - Jump-start (702.133a): the same, discarding any card; "If this spell was cast using its
//   jump-start ability, exile this card instead of putting it anywhere else any time it would
//   leave the stack."
// - Mayhem [cost] (702.187b): "As long as you discarded this card this turn, you may cast it from
//   your graveyard by paying [cost] rather than paying its mana cost." Timing rules still apply.
// Real cards: Flame Jab, Radical Idea, Electro's Bolt, Scarlet Spider, Kaine (a hybrid mayhem
// cost). Oscorp Industries (mayhem without a cost, a land played), Deeproot Historian (retrace
// granted) and Darkblast (dredge) stay text.
import { describe, expect, it } from 'vitest';
import { castOptions, RULE } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';
import { cardCommands } from '../../../store/commands';
import { describeAction } from '../../../store/describe';
import { checkActions, compactActions, expandActions } from '../../../scenario/link/actions';

const jab = card(
  'Flame Jab',
  '{R}',
  'Sorcery',
  'Flame Jab deals 1 damage to any target.\nRetrace (You may cast this card from your graveyard by discarding a land card in addition to paying its other costs.)',
);
const idea = card(
  'Radical Idea',
  '{1}{U}',
  'Instant',
  'Draw a card.\nJump-start (You may cast this card from your graveyard by discarding a card in addition to paying its other costs. Then exile this card.)',
);
const bolt = card(
  "Electro's Bolt",
  '{2}{R}',
  'Sorcery',
  "Electro's Bolt deals 4 damage to target creature.\nMayhem {1}{R} (You may cast this card from your graveyard for {1}{R} if you discarded it this turn. Timing rules still apply.)",
);
const scarlet = card(
  'Scarlet Spider, Kaine',
  '{B}{R}',
  'Legendary Creature — Spider Human Hero',
  "Menace (This creature can't be blocked except by two or more creatures.)\nWhen Scarlet Spider enters, you may discard a card. If you do, put a +1/+1 counter on him.\nMayhem {B/R} (You may cast this card from your graveyard for {B/R} if you discarded it this turn. Timing rules still apply.)",
  '2/1',
);
const oscorp = card(
  'Oscorp Industries',
  '',
  'Land',
  'This land enters tapped.\nWhen this land enters from a graveyard, you lose 2 life.\n{T}: Add {U}, {B}, or {R}.\nMayhem (You may play this card from your graveyard if you discarded it this turn. Timing rules still apply.)',
);
const historian = card(
  'Deeproot Historian',
  '{3}{G}',
  'Creature — Merfolk Druid',
  'Merfolk and Druid cards in your graveyard have retrace. (You may cast cards with retrace from your graveyard by discarding a land card in addition to paying their other costs.)',
  '3/3',
);
const darkblast = card(
  'Darkblast',
  '{B}',
  'Instant',
  'Target creature gets -1/-1 until end of turn.\nDredge 3 (If you would draw a card, you may mill three cards instead. If you do, return this card from your graveyard to your hand.)',
);
const CARDS = compiled(jab, idea, bolt, scarlet);

const LIBRARY = ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'];

/** P1's main phase: `p1` is P1's zones (lands are added: two Islands, two Mountains). */
function setup(p1: Record<string, unknown>, turn: object = main): Game {
  const g = game(
    {
      turn,
      players: {
        p1: {
          library: LIBRARY,
          ...p1,
          battlefield: [
            { id: 'i1', card: 'Island' },
            { id: 'i2', card: 'Island' },
            { id: 'm1', card: 'Mountain' },
            { id: 'm2', card: 'Mountain' },
            ...((p1.battlefield as unknown[]) ?? []),
          ],
        },
        p2: {
          battlefield: [
            { id: 'bears', card: 'Grizzly Bears' },
            { id: 'bears2', card: 'Grizzly Bears' },
          ],
          library: LIBRARY,
        },
      },
    },
    [],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

/** The costs `ref` may be cast for now by P1, or the reasons and rules it can't (CR 601.3). */
function ways(g: Game, ref: string): { costs: string[]; reasons: string[]; rules: string[] } {
  const { options, refusals } = castOptions(g.engine.registry, g.state, 'p1', g.get(ref).id, { checkMana: false });
  return {
    costs: options.map((o) => o.mode.cost),
    reasons: refusals.map((r) => r.reason),
    rules: refusals.map((r) => r.rule),
  };
}

const tappedLands = (g: Game) => ['i1', 'i2', 'm1', 'm2'].filter((l) => g.get(l).tapped);

describe('retrace (CR 702.81a)', () => {
  it('Flame Jab: cast from the graveyard for {R} and a land card discarded; it deals 1 damage and goes back to the graveyard', () => {
    const g = setup({
      graveyard: [{ id: 'jab', card: 'Flame Jab' }],
      hand: [{ id: 'land', card: 'Forest' }, 'Grizzly Bears'],
    });
    expect(ways(g, 'jab').costs).toEqual(['retrace']);
    g.act({ cast: 'jab', alt: 'retrace', targets: ['p2'], discard: 'land' });
    expect(g.error).toBeNull();
    // The land card is discarded as a cost (601.2h), before the spell resolves.
    expect(g.names('p1', 'hand')).toEqual(['Grizzly Bears']);
    expect(g.names('p1', 'graveyard')).toEqual(['Forest']);
    expect(g.stack()).toEqual(['Flame Jab']);
    expect(tappedLands(g)).toEqual(['m1']);
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(19);
    // Retrace doesn't exile it: it is put into its owner's graveyard as it resolves (608.2n).
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Flame Jab', 'Forest']);
    expect(g.names('p1', 'exile')).toEqual([]);
  });

  it('the only land card is discarded without asking; a nonland card is not a land card', () => {
    const g = setup({
      graveyard: [{ id: 'jab', card: 'Flame Jab' }],
      hand: [{ id: 'gb', card: 'Grizzly Bears' }, 'Forest'],
    });
    expect(() => g.act({ cast: 'jab', alt: 'retrace', targets: ['p2'], discard: 'gb' })).toThrow(/land card/);
    expect(g.names('p1', 'hand').sort()).toEqual(['Forest', 'Grizzly Bears']);
    const h = setup({ graveyard: [{ id: 'jab', card: 'Flame Jab' }], hand: ['Grizzly Bears', 'Forest'] });
    h.act({ cast: 'jab', alt: 'retrace', targets: ['p2'] });
    expect(h.error).toBeNull();
    expect(h.names('p1', 'hand')).toEqual(['Grizzly Bears']);
  });

  it('the menu offers "with retrace"; the action names the discarded card and survives a link', () => {
    const g = setup({ graveyard: [{ id: 'jab', card: 'Flame Jab' }], hand: [{ id: 'land', card: 'Forest' }] });
    const reg = g.engine.registry;
    const cmd = cardCommands(reg, g.state, g.get('jab').id).find((c) => c.group === 'cast');
    expect(cmd?.label).toMatch(/^Cast Flame Jab with retrace at/);
    expect(cmd?.choices?.find((c) => c.label === 'Player 2')?.action).toMatchObject({ cost: 'retrace' });
    const action = {
      type: 'cast' as const,
      player: 'p1' as const,
      object: g.get('jab').id,
      cost: 'retrace' as const,
      targets: ['p2'],
      discard: g.get('land').id,
    };
    expect(describeAction(g.state, reg, action)).toMatch(/casts Flame Jab at .*, discarding Forest/);
    expect(checkActions(expandActions(compactActions([action])))).toEqual({ ok: true, actions: [action] });
  });

  it('refused without a land card in hand', () => {
    const g = setup({ graveyard: [{ id: 'jab', card: 'Flame Jab' }], hand: ['Grizzly Bears'] });
    const w = ways(g, 'jab');
    expect(w.costs).toEqual([]);
    expect(w.rules).toEqual([RULE.retrace]);
    expect(w.reasons[0]).toMatch(/land card/);
  });

  it('timing rules still apply: a sorcery is not cast from the graveyard in the upkeep', () => {
    const g = setup(
      { graveyard: [{ id: 'jab', card: 'Flame Jab' }], hand: ['Forest'] },
      { number: 3, active: 'p1', phase: 'upkeep' },
    );
    expect(ways(g, 'jab').costs).toEqual([]);
  });

  it('from the hand it is cast for its mana cost only; another player can’t cast it from its owner’s graveyard', () => {
    const g = setup({ hand: [{ id: 'jab', card: 'Flame Jab' }, 'Forest'] });
    expect(ways(g, 'jab').costs).toEqual(['mana']);
    const { options } = castOptions(g.engine.registry, g.state, 'p2', g.get('jab').id, { checkMana: false });
    expect(options).toEqual([]);
  });
});

describe('jump-start (CR 702.133a)', () => {
  it('Radical Idea: cast from the graveyard for {1}{U} and a card discarded; it draws a card, then is exiled', () => {
    const g = setup({ graveyard: [{ id: 'idea', card: 'Radical Idea' }], hand: [{ id: 'gb', card: 'Grizzly Bears' }] });
    expect(ways(g, 'idea').costs).toEqual(['jump-start']);
    g.act({ cast: 'idea', alt: 'jump-start', discard: 'gb' });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(tappedLands(g)).toHaveLength(2);
    g.act({ pass: true });
    expect(g.names('p1', 'hand')).toEqual(['Island']);
    expect(g.names('p1', 'exile')).toEqual(['Radical Idea']);
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.rules()).toContain(RULE.jumpStart);
  });

  it('countered, a jump-started spell is exiled too ("any time it would leave the stack")', () => {
    const g = setup({
      graveyard: [{ id: 'idea', card: 'Radical Idea' }],
      hand: ['Grizzly Bears', 'Counterspell'],
      battlefield: ['Island', 'Island'],
    });
    g.act({ cast: 'idea', alt: 'jump-start', discard: 'Grizzly Bears' });
    g.act({ cast: 'Counterspell', targets: ['Radical Idea'] });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual([]);
    expect(g.names('p1', 'exile')).toEqual(['Radical Idea']);
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Counterspell', 'Grizzly Bears']);
    // Countered, it drew nothing.
    expect(g.names('p1', 'hand')).toEqual([]);
  });

  it('cast from the hand, it goes to the graveyard as usual', () => {
    const g = setup({ hand: [{ id: 'idea', card: 'Radical Idea' }] });
    expect(ways(g, 'idea').costs).toEqual(['mana']);
    g.act({ cast: 'idea' });
    g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toEqual(['Radical Idea']);
  });

  it('refused with no card in hand to discard', () => {
    const g = setup({ graveyard: [{ id: 'idea', card: 'Radical Idea' }] });
    const w = ways(g, 'idea');
    expect(w.costs).toEqual([]);
    expect(w.rules).toEqual([RULE.jumpStart]);
  });
});

describe('mayhem (CR 702.187b)', () => {
  it("Electro's Bolt discarded this turn (to jump-start Radical Idea) is cast from the graveyard for {1}{R}; it goes back to the graveyard", () => {
    const g = setup({
      graveyard: [{ id: 'idea', card: 'Radical Idea' }],
      hand: [{ id: 'bolt', card: "Electro's Bolt" }],
    });
    g.act({ cast: 'idea', alt: 'jump-start', discard: 'bolt' });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(ways(g, "Electro's Bolt").costs).toEqual(['mayhem']);
    g.act({ cast: "Electro's Bolt", alt: 'mayhem', targets: ['bears'] });
    expect(g.error).toBeNull();
    expect(tappedLands(g)).toHaveLength(4);
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.names('p1', 'graveyard')).toEqual(["Electro's Bolt"]);
    // Back in the graveyard it is a new object that wasn't discarded (CR 400.7): no mayhem again.
    expect(ways(g, "Electro's Bolt").rules).toEqual([RULE.mayhem]);
  });

  it('a card that was not discarded this turn is refused', () => {
    const g = setup({ graveyard: [{ id: 'bolt', card: "Electro's Bolt" }] });
    const w = ways(g, 'bolt');
    expect(w.costs).toEqual([]);
    expect(w.rules).toEqual([RULE.mayhem]);
    expect(w.reasons[0]).toMatch(/discarded this turn/);
  });

  it('only the turn it was discarded: on its owner’s next turn it is refused', () => {
    const g = setup({
      graveyard: [{ id: 'idea', card: 'Radical Idea' }],
      hand: [{ id: 'bolt', card: "Electro's Bolt" }],
    });
    g.act({ cast: 'idea', alt: 'jump-start', discard: 'bolt' });
    g.act({ pass: true });
    expect(ways(g, "Electro's Bolt").costs).toEqual(['mayhem']);
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'main1' });
    expect(g.state.turn).toMatchObject({ number: 5, active: 'p1' });
    expect(ways(g, "Electro's Bolt").rules).toEqual([RULE.mayhem]);
  });

  it('Scarlet Spider, Kaine: a hybrid mayhem cost {B/R}, paid with one Mountain; the creature enters', () => {
    const g = setup({
      graveyard: [{ id: 'idea', card: 'Radical Idea' }],
      hand: [{ id: 'spider', card: 'Scarlet Spider, Kaine' }],
    });
    g.act({ cast: 'idea', alt: 'jump-start', discard: 'spider' });
    g.act({ pass: true });
    g.act({ cast: 'Scarlet Spider, Kaine', alt: 'mayhem' });
    expect(g.error).toBeNull();
    expect(tappedLands(g)).toHaveLength(3);
    g.act({ pass: true });
    expect(g.names('p1', 'battlefield')).toContain('Scarlet Spider, Kaine');
  });
});

describe('near misses stay text', () => {
  it('mayhem without a cost (a land played), retrace granted to other cards, and dredge', () => {
    expect(unenforced(oscorp)).toContain('Mayhem');
    expect(unenforced(historian)).toHaveLength(1);
    expect(unenforced(darkblast)).toEqual([expect.stringMatching(/^Dredge 3/)]);
  });
});
