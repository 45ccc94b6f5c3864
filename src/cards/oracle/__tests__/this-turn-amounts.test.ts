// What a player did this turn, as an amount, on compiled real cards: "for each spell you've cast
// this turn" (CR 601.2i: the spell that triggered counts, it has been cast), "the number of cards
// you've drawn this turn" (121.2), "… cards they've drawn this turn" (the player named before),
// "they lose 1 life for each spell they've cast this turn" (the player who cast, not the
// controller), "the number of creatures that died this turn" (700.4). Counted as the spell or
// ability resolves (608.2c). Near misses that stay text: "noncreature spells they've cast" (a kind
// of spell the turn doesn't record), "other spells you've cast".
import { describe, expect, it } from 'vitest';
import { characteristics, getObject, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

/** The power and toughness of the one token on the battlefield (CR 613). */
function tokenPT(g: Game): [number | null, number | null] {
  const tokens = g.state.battlefield.map((id) => getObject(g.state, id)).filter((o) => o?.token);
  expect(tokens).toHaveLength(1);
  const ch = characteristics(readContext(g.state, g.engine.registry), tokens[0]!);
  return [ch.power, ch.toughness];
}

const reservoir = card(
  'Aetherflux Reservoir',
  '{4}',
  'Artifact',
  "Whenever you cast a spell, you gain 1 life for each spell you've cast this turn.\nPay 50 life: This artifact deals 50 damage to any target.",
);
const rug = card(
  'Rug of Smothering',
  '{3}',
  'Artifact Creature — Construct',
  "Flying\nWhenever a player casts a spell, they lose 1 life for each spell they've cast this turn.",
  '1/3',
);
const anomaly = card(
  'Fractal Anomaly',
  '{U}',
  'Instant',
  "Create a 0/0 green and blue Fractal creature token and put X +1/+1 counters on it, where X is the number of cards you've drawn this turn.",
);
const vortex = card(
  'Cerebral Vortex',
  '{1}{U}{R}',
  'Instant',
  "Target player draws two cards, then Cerebral Vortex deals damage to that player equal to the number of cards they've drawn this turn.",
);
const spoils = card(
  'Spoils of Blood',
  '{B}',
  'Instant',
  'Create an X/X black Horror creature token, where X is the number of creatures that died this turn.',
);
const lizard = card(
  'Magebane Lizard',
  '{1}{R}',
  'Creature — Lizard',
  "Whenever a player casts a noncreature spell, this creature deals damage to that player equal to the number of noncreature spells they've cast this turn.",
  '1/4',
);
const salvo = card(
  'Thunder Salvo',
  '{1}{R}',
  'Instant',
  "Thunder Salvo deals X damage to target creature, where X is 2 plus the number of other spells you've cast this turn.",
);
const duelist = card(
  'Duelist of the Mind',
  '{1}{U}',
  'Creature — Human Advisor',
  "Flying, vigilance\nDuelist of the Mind's power is equal to the number of cards you've drawn this turn.\nWhenever you commit a crime, you may draw a card. If you do, discard a card. This ability triggers only once each turn.",
  '*/3',
);
const inspired = card(
  'Inspired Fire',
  '{3}{R}',
  'Instant',
  "This spell costs {1} less to cast for each card you've drawn this turn.\nInspired Fire deals 4 damage to target creature.",
);
const kydele = card(
  'Kydele, Chosen of Kruphix',
  '{2}{G}{U}',
  'Legendary Creature — Human Wizard',
  "{T}: Add {C} for each card you've drawn this turn.\nPartner (You can have two commanders if both have partner.)",
  '2/3',
);
const CARDS = compiled(reservoir, rug, anomaly, vortex, spoils, duelist, inspired, kydele);
const library = ['Island', 'Island', 'Island', 'Island', 'Island'];

describe('spells cast this turn (CR 601.2i)', () => {
  const bolts = (battlefield: string[], p2Battlefield: string[] = []) =>
    game(
      {
        turn: main,
        players: {
          p1: { battlefield: [...battlefield, 'Mountain', 'Mountain'], hand: ['Lightning Bolt', 'Lightning Bolt'] },
          p2: { battlefield: p2Battlefield },
        },
      },
      [
        { cast: 'Lightning Bolt', targets: ['p2'] },
        { pass: true },
        { pass: true },
        { cast: 'Lightning Bolt', targets: ['p2'] },
        { pass: true },
        { pass: true },
      ],
      { cards: CARDS },
    );

  it('Aetherflux Reservoir: 1 life for the first spell, 2 for the second', () => {
    const g = bolts(['Aetherflux Reservoir']);
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(14);
    expect(g.state.players.p1.life).toBe(23);
  });

  it("Rug of Smothering (p2's): the caster loses 1, then 2; its controller nothing", () => {
    const g = bolts([], ['Rug of Smothering']);
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(17);
    expect(g.state.players.p2.life).toBe(14);
  });
});

describe('cards drawn this turn (CR 121.2)', () => {
  it('Fractal Anomaly after Opt and Divination: a 3/3 Fractal (three cards drawn)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Island', 'Island', 'Island', 'Island', 'Island'],
            hand: ['Opt', 'Divination', 'Fractal Anomaly'],
            library,
          },
        },
      },
      [{ cast: 'Opt' }, { pass: true }],
      { cards: CARDS },
    );
    // Opt's scry 1: keep the card on top.
    if (g.state.pendingDecision) g.act({ decide: false });
    g.act({ cast: 'Divination' });
    g.act({ pass: true });
    g.act({ cast: 'Fractal Anomaly' });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(tokenPT(g)).toEqual([3, 3]);
  });

  it('Cerebral Vortex: "they" is the target player, whose draws this turn are counted', () => {
    const run = () =>
      game(
        {
          turn: main,
          players: {
            p1: { battlefield: ['Island', 'Island', 'Mountain', 'Island'], hand: ['Opt', 'Cerebral Vortex'], library },
            p2: { library },
          },
        },
        [{ cast: 'Opt' }, { pass: true }],
        { cards: CARDS },
      );
    const self = run();
    if (self.state.pendingDecision) self.act({ decide: false });
    self.act({ cast: 'Cerebral Vortex', targets: ['p1'] });
    self.act({ pass: true });
    expect(self.error).toBeNull();
    // Opt's card and the Vortex's two: 3 damage.
    expect(self.state.players.p1.life).toBe(17);
    const them = run();
    if (them.state.pendingDecision) them.act({ decide: false });
    them.act({ cast: 'Cerebral Vortex', targets: ['p2'] });
    them.act({ pass: true });
    expect(them.error).toBeNull();
    expect(them.state.players.p2.life).toBe(18);
    expect(them.state.players.p1.life).toBe(20);
  });
});

describe('cards drawn this turn, read continuously and as a cost is determined', () => {
  /** p1 in their main phase with `battlefield`, having cast Divination (two cards drawn). */
  const afterDivination = (battlefield: (string | { id: string; card: string })[], hand: string[] = []) =>
    game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Island', 'Island', 'Island', ...battlefield], hand: ['Divination', ...hand], library },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ cast: 'Divination' }, { pass: true }],
      { cards: CARDS },
    );

  it("Duelist of the Mind's power is the cards drawn so far (CR 604.3: a characteristic-defining ability)", () => {
    const before = game(
      { turn: main, players: { p1: { battlefield: [{ id: 'duelist', card: 'Duelist of the Mind' }] } } },
      [],
      { cards: CARDS },
    );
    expect(pt(before, 'duelist')).toEqual([0, 3]);
    const g = afterDivination([{ id: 'duelist', card: 'Duelist of the Mind' }]);
    expect(g.error).toBeNull();
    expect(pt(g, 'duelist')).toEqual([2, 3]);
  });

  it('Inspired Fire costs {1}{R} after two cards drawn (CR 601.2f)', () => {
    const g = afterDivination(['Mountain', 'Mountain'], ['Inspired Fire']);
    g.act({ cast: 'Inspired Fire', targets: ['bears'] });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });

  it('Kydele, Chosen of Kruphix adds {C}{C} after two cards drawn', () => {
    const g = afterDivination([{ id: 'kydele', card: 'Kydele, Chosen of Kruphix' }]);
    g.act({ activate: 'kydele' });
    expect(g.error).toBeNull();
    expect(g.state.players.p1.manaPool).toMatchObject({ C: 2 });
  });
});

describe('creatures that died this turn (CR 700.4)', () => {
  it('Spoils of Blood after a Grizzly Bears died: a 1/1 Horror', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', 'Swamp'], hand: ['Lightning Bolt', 'Spoils of Blood'] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['bears'] }, { pass: true }, { cast: 'Spoils of Blood' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(tokenPT(g)).toEqual([1, 1]);
  });
});

describe('near misses stay text', () => {
  it('"noncreature spells they\'ve cast this turn", "other spells you\'ve cast this turn"', () => {
    expect(unenforced(lizard)).toHaveLength(1);
    expect(unenforced(salvo)).toHaveLength(1);
  });
});
