// "Whenever a creature deals (combat) damage to you" and "… to one of your opponents" (CR 120.3,
// 510.2): "you" is the ability's controller, "one of your opponents" an opponent of them; "it",
// "that creature" is the creature that dealt the damage. Damage to anyone else doesn't trigger.
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const teysa = card(
  'Teysa, Envoy of Ghosts',
  '{5}{W}{B}',
  'Legendary Creature — Human Advisor',
  'Vigilance, protection from creatures\nWhenever a creature deals combat damage to you, destroy that creature. Create a 1/1 white and black Spirit creature token with flying.',
  '4/4',
);
const noMercy = card('No Mercy', '{2}{B}{B}', 'Enchantment', 'Whenever a creature deals damage to you, destroy it.');
const edric = card(
  'Edric, Spymaster of Trest',
  '{1}{G}{U}',
  'Legendary Creature — Elf Rogue',
  'Whenever a creature deals combat damage to one of your opponents, its controller may draw a card.',
  '2/2',
);
const pyreling = card(
  "Chandra's Pyreling",
  '{1}{R}',
  'Creature — Elemental Lizard',
  'Whenever a source you control deals noncombat damage to an opponent, this creature gets +1/+0 and gains double strike until end of turn. (It deals both first-strike and regular combat damage.)',
  '1/3',
);
const mask = card(
  'Farsight Mask',
  '{5}',
  'Artifact',
  'Whenever a source an opponent controls deals damage to you, if this artifact is untapped, you may draw a card.',
);
const field = card(
  'Dissipation Field',
  '{2}{U}{U}',
  'Enchantment',
  "Whenever a permanent deals damage to you, return it to its owner's hand.",
);
const CARDS = compiled(teysa, noMercy, edric, pyreling, mask, field);
const library = ['Island', 'Island', 'Island'];

/** `active` attacks with its creatures `attackers`, unblocked, through combat damage. */
function attackWith(active: 'p1' | 'p2', players: object, attackers: string[]): Game {
  const g = game(
    { turn: { number: 3, active, phase: 'main1' }, players },
    [{ advance: 'declareAttackers' }, { attack: attackers }, { block: {} }, { advance: 'combatDamage' }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

/** Resolves the stack, answering "you may" with `yes`. */
function settle(g: Game, yes = true): void {
  for (let i = 0; i < 10 && (g.state.stack.length || g.state.pendingDecision); i++)
    g.act(g.state.pendingDecision ? { decide: yes } : { pass: true });
}

describe('"Whenever a creature deals combat damage to you" (CR 510.2)', () => {
  it('Teysa: the creature that dealt its controller combat damage is destroyed, and a Spirit is made', () => {
    const g = attackWith(
      'p1',
      { p1: { battlefield: [{ id: 'b1', card: 'Grizzly Bears' }] }, p2: { battlefield: [teysa.name], library } },
      ['b1'],
    );
    expect(g.state.players.p2.life).toBe(18);
    settle(g);
    expect(g.names('p1', 'battlefield')).toEqual([]);
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.names('p2', 'battlefield')).toEqual([teysa.name, 'Spirit Token (token)']);
  });

  it("No Mercy: any damage to its controller destroys the creature; damage to the other player doesn't", () => {
    const g = attackWith(
      'p1',
      { p1: { battlefield: ['No Mercy', { id: 'b1', card: 'Grizzly Bears' }] }, p2: { library } },
      ['b1'],
    );
    expect(g.state.players.p2.life).toBe(18);
    expect(g.state.stack).toHaveLength(0);
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
    const hit = attackWith(
      'p2',
      { p1: { battlefield: ['No Mercy'], library }, p2: { battlefield: [{ id: 'b1', card: 'Grizzly Bears' }] } },
      ['b1'],
    );
    settle(hit);
    expect(hit.state.players.p1.life).toBe(18);
    expect(hit.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });
});

describe('"Whenever a permanent deals damage to you" (CR 110.1)', () => {
  it('Dissipation Field: the creature that hit its controller returns to its owner’s hand; a Bolt (a spell) triggers nothing', () => {
    const g = attackWith(
      'p2',
      { p1: { battlefield: [field.name], library }, p2: { battlefield: [{ id: 'b1', card: 'Grizzly Bears' }] } },
      ['b1'],
    );
    settle(g);
    expect(g.state.players.p1.life).toBe(18);
    expect(g.names('p2', 'hand')).toEqual(['Grizzly Bears']);
    const bolted = game(
      {
        turn: { number: 3, active: 'p2', phase: 'main1' },
        players: {
          p1: { battlefield: [field.name], library },
          p2: { battlefield: ['Mountain'], hand: ['Lightning Bolt'] },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['p1'] }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(bolted.error).toBeNull();
    expect(bolted.state.players.p1.life).toBe(17);
    expect(bolted.state.stack).toHaveLength(0);
    expect(bolted.names('p2', 'graveyard')).toEqual(['Lightning Bolt']);
  });
});

describe('"… deals combat damage to one of your opponents"', () => {
  it("Edric: the attacking creature's controller may draw, whoever it is, when it hits Edric's opponent", () => {
    const g = attackWith(
      'p1',
      { p1: { battlefield: [edric.name, { id: 'b1', card: 'Grizzly Bears' }], library }, p2: { library } },
      ['b1'],
    );
    expect(g.state.pendingDecision?.kind ?? g.state.stack.length).toBeTruthy();
    settle(g);
    expect(g.state.players.p1.hand).toHaveLength(1);
    expect(g.state.players.p2.hand).toHaveLength(0);
  });

  it("Edric: a creature dealing combat damage to Edric's controller draws nobody a card", () => {
    const g = attackWith(
      'p2',
      {
        p1: { battlefield: [edric.name], library },
        p2: { battlefield: [{ id: 'b1', card: 'Grizzly Bears' }], library },
      },
      ['b1'],
    );
    expect(g.state.players.p1.life).toBe(18);
    expect(g.state.stack).toHaveLength(0);
    expect(g.state.pendingDecision).toBeNull();
  });

  it('near miss: "deals combat damage to enchanted player" (Curse of Hospitality) stays text', () => {
    const curse = card(
      'Curse of Hospitality',
      '{2}{R}',
      'Enchantment — Aura Curse',
      "Enchant player\nCreatures attacking enchanted player have trample.\nWhenever a creature deals combat damage to enchanted player, that player exiles the top card of their library. Until end of turn, that creature's controller may play that card and they may spend mana as though it were mana of any color to cast that spell.",
    );
    expect(unenforced(curse)).toContain(
      "Whenever a creature deals combat damage to enchanted player, that player exiles the top card of their library. Until end of turn, that creature's controller may play that card and they may spend mana as though it were mana of any color to cast that spell.",
    );
  });
});

describe('"Whenever a source … deals (noncombat) damage" (CR 120.2: a spell is a source too)', () => {
  it("Chandra's Pyreling: its controller's Lightning Bolt to an opponent pumps it; a Bolt to a creature doesn't", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', 'Mountain', pyreling.name], hand: ['Lightning Bolt', 'Lightning Bolt'] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['bears'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    settle(g);
    expect(pt(g, pyreling.name)).toEqual([1, 3]);
    g.act({ cast: 'Lightning Bolt', targets: ['p2'] });
    settle(g);
    expect(g.state.players.p2.life).toBe(17);
    expect(pt(g, pyreling.name)).toEqual([2, 3]);
  });

  it("Chandra's Pyreling: combat damage to an opponent is not noncombat damage", () => {
    const g = attackWith('p1', { p1: { battlefield: [pyreling.name] }, p2: { library } }, [pyreling.name]);
    expect(g.state.players.p2.life).toBe(19);
    expect(g.state.stack).toHaveLength(0);
  });

  it("Farsight Mask: an opponent's Bolt to its controller draws a card while it is untapped, not while tapped", () => {
    const bolted = (tapped: boolean) => {
      const g = game(
        {
          turn: { number: 3, active: 'p2', phase: 'main1' },
          players: {
            p1: { battlefield: [{ id: 'mask', card: mask.name, tapped }], library },
            p2: { battlefield: ['Mountain'], hand: ['Lightning Bolt'] },
          },
        },
        [{ cast: 'Lightning Bolt', targets: ['p1'] }],
        { cards: CARDS },
      );
      expect(g.error).toBeNull();
      settle(g);
      expect(g.state.players.p1.life).toBe(17);
      return g.state.players.p1.hand.length;
    };
    expect(bolted(false)).toBe(1);
    expect(bolted(true)).toBe(0);
  });

  it('near miss: "that player" after "deals damage to you" (Michiko Konda) stays text', () => {
    const michiko = card(
      'Michiko Konda, Truth Seeker',
      '{3}{W}',
      'Legendary Creature — Human Advisor',
      'Whenever a source an opponent controls deals damage to you, that player sacrifices a permanent of their choice.',
      '2/2',
    );
    expect(unenforced(michiko)).toHaveLength(1);
  });
});
