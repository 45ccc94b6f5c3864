// "Whenever a creature deals (combat) damage to you" and "… to one of your opponents" (CR 120.3,
// 510.2): "you" is the ability's controller, "one of your opponents" an opponent of them; "it",
// "that creature" is the creature that dealt the damage. Damage to anyone else doesn't trigger.
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, unenforced } from './compiled';

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
const CARDS = compiled(teysa, noMercy, edric);
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
