// "You may cast this card from your graveyard by … in addition to paying its other costs" (CR
// 601.3, 118.8) and "… by paying {2}{W} rather than paying its mana cost" (118.9): the card's own
// permission to be cast from its owner's graveyard, with a cost paid only when it is used. Real
// cards: Rona, Sheoldred's Faithful; Demonic Embrace; Raffine's Guidance; Scourge of Nel Toth;
// Squee, Dubious Monarch. Quilled Greatwurm (removing counters), Glimpse the Cosmos (an exile
// rider after it) and Helbrute (a flavor word before it) stay text.
import { describe, expect, it } from 'vitest';
import { castOptions, getObject } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const rona = card(
  "Rona, Sheoldred's Faithful",
  '{1}{U}{B}{B}',
  'Legendary Creature — Human Wizard',
  'Whenever you cast an instant or sorcery spell, each opponent loses 1 life.\nYou may cast this card from your graveyard by discarding two cards in addition to paying its other costs.',
  '3/4',
);
const embrace = card(
  'Demonic Embrace',
  '{1}{B}{B}',
  'Enchantment — Aura',
  'Enchant creature\nEnchanted creature gets +3/+1, has flying, and is a Demon in addition to its other types.\nYou may cast this card from your graveyard by paying 3 life and discarding a card in addition to paying its other costs.',
);
const guidance = card(
  "Raffine's Guidance",
  '{W}',
  'Enchantment — Aura',
  'Enchant creature\nEnchanted creature gets +1/+1.\nYou may cast this card from your graveyard by paying {2}{W} rather than paying its mana cost.',
);
const scourge = card(
  'Scourge of Nel Toth',
  '{5}{B}{B}',
  'Creature — Zombie Dragon',
  'Flying\nYou may cast this creature from your graveyard by paying {B}{B} and sacrificing two creatures rather than paying its mana cost.',
  '6/6',
);
const squee = card(
  'Squee, Dubious Monarch',
  '{2}{R}',
  'Legendary Creature — Goblin Noble',
  "Haste\nWhenever Squee attacks, create a 1/1 red Goblin creature token that's tapped and attacking.\nYou may cast this card from your graveyard by paying {3}{R} and exiling four other cards from your graveyard rather than paying its mana cost.",
  '2/2',
);
const CARDS = compiled(rona, embrace, guidance, scourge, squee);
const LANDS = ['Swamp', 'Swamp', 'Swamp', 'Island', 'Plains', 'Plains', 'Plains', 'Mountain'];

function setup(p1: Record<string, unknown>): Game {
  const g = game(
    {
      turn: main,
      players: {
        p1: { ...p1, battlefield: [...LANDS, ...((p1.battlefield as unknown[]) ?? [])] },
        p2: { battlefield: ['Grizzly Bears'] },
      },
    },
    [],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

/** The costs `ref` may be cast for now by `player`, and the reasons it can't. */
function ways(g: Game, ref: string, player: 'p1' | 'p2' = 'p1') {
  const { options, refusals } = castOptions(g.engine.registry, g.state, player, g.get(ref).id, {
    checkMana: false,
  });
  return { costs: options.map((o) => o.mode.cost), reasons: refusals.map((r) => r.reason) };
}

/** How many of p1's lands are tapped. */
const tapped = (g: Game) => g.state.battlefield.map((id) => getObject(g.state, id)!).filter((o) => o.tapped).length;

describe('cast from your graveyard with an additional cost (CR 601.3, 118.8)', () => {
  it('Rona: discards two cards and pays its mana cost {1}{U}{B}{B}; resolves onto the battlefield', () => {
    const g = setup({
      graveyard: [{ id: 'rona', card: "Rona, Sheoldred's Faithful" }],
      hand: [
        { id: 'a', card: 'Grizzly Bears' },
        { id: 'b', card: 'Shock' },
        { id: 'c', card: 'Island' },
      ],
    });
    expect(ways(g, 'rona').costs).toEqual(['graveyard']);
    g.act({ cast: 'rona' });
    // CR 601.2h: its caster chooses the two cards to discard.
    const d = g.state.pendingDecision;
    expect(d?.player).toBe('p1');
    expect(d?.candidates).toHaveLength(3);
    g.act({ decide: [g.get('a').id, g.get('b').id] });
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(["Rona, Sheoldred's Faithful"]);
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Grizzly Bears', 'Shock']);
    expect(g.names('p1', 'hand')).toEqual(['Island']);
    expect(tapped(g)).toBe(4);
    g.act({ pass: true });
    expect(g.names('p1', 'battlefield')).toContain("Rona, Sheoldred's Faithful");
  });

  it('Rona with one card in hand: not cast from the graveyard; the opponent never can', () => {
    const g = setup({ graveyard: [{ id: 'rona', card: "Rona, Sheoldred's Faithful" }], hand: ['Island'] });
    const w = ways(g, 'rona');
    expect(w.costs).toEqual([]);
    expect(() => g.act({ cast: 'rona' })).toThrow();
    const h = setup({ graveyard: [{ id: 'rona', card: "Rona, Sheoldred's Faithful" }], hand: ['Island', 'Island'] });
    expect(ways(h, 'rona', 'p2').costs).toEqual([]);
  });

  it('Rona from the hand: cast for its mana cost alone, nothing discarded', () => {
    const g = setup({ hand: [{ id: 'rona', card: "Rona, Sheoldred's Faithful" }, 'Island', 'Island'] });
    expect(ways(g, 'rona').costs).toEqual(['mana']);
    g.act({ cast: 'rona' });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand')).toEqual(['Island', 'Island']);
  });

  it('Demonic Embrace: pays 3 life and discards a card, with its mana cost', () => {
    const g = setup({
      graveyard: [{ id: 'de', card: 'Demonic Embrace' }],
      hand: [{ id: 'x', card: 'Island' }],
      battlefield: [{ id: 'bear', card: 'Grizzly Bears' }],
    });
    g.act({ cast: 'de', targets: ['bear'] });
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Demonic Embrace']);
    expect(g.state.players.p1.life).toBe(17);
    expect(g.names('p1', 'hand')).toEqual([]);
    expect(g.names('p1', 'graveyard')).toEqual(['Island']);
    expect(tapped(g)).toBe(3);
  });
});

describe('cast from your graveyard for an alternative cost (CR 118.9)', () => {
  it("Raffine's Guidance: {2}{W} from the graveyard instead of {W}", () => {
    const g = setup({
      graveyard: [{ id: 'rg', card: "Raffine's Guidance" }],
      battlefield: [{ id: 'bear', card: 'Grizzly Bears' }],
    });
    expect(ways(g, 'rg').costs).toEqual(['graveyard']);
    g.act({ cast: 'rg', targets: ['bear'] });
    expect(g.error).toBeNull();
    expect(tapped(g)).toBe(3);
    g.act({ pass: true });
    expect(g.names('p1', 'battlefield')).toContain("Raffine's Guidance");
  });

  it("Raffine's Guidance from the hand: {W}", () => {
    const g = setup({
      hand: [{ id: 'rg', card: "Raffine's Guidance" }],
      battlefield: [{ id: 'bear', card: 'Grizzly Bears' }],
    });
    expect(ways(g, 'rg').costs).toEqual(['mana']);
    g.act({ cast: 'rg', targets: ['bear'] });
    expect(tapped(g)).toBe(1);
  });

  it('Scourge of Nel Toth: {B}{B} and two creatures sacrificed; with one creature it can’t be', () => {
    const one = setup({ graveyard: [{ id: 's', card: 'Scourge of Nel Toth' }], battlefield: ['Grizzly Bears'] });
    expect(ways(one, 's').costs).toEqual([]);
    const g = setup({
      graveyard: [{ id: 's', card: 'Scourge of Nel Toth' }],
      battlefield: [
        { id: 'b1', card: 'Grizzly Bears' },
        { id: 'b2', card: 'Grizzly Bears' },
      ],
    });
    expect(ways(g, 's').costs).toEqual(['graveyard']);
    g.act({ cast: 's' });
    if (g.state.pendingDecision) g.act({ decide: [g.get('b1').id, g.get('b2').id] });
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Scourge of Nel Toth']);
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears', 'Grizzly Bears']);
    expect(tapped(g)).toBe(2);
  });

  it('Squee: {3}{R} and four other cards exiled; Squee itself is not one of them', () => {
    const three = setup({
      graveyard: [{ id: 'sq', card: 'Squee, Dubious Monarch' }, 'Island', 'Island', 'Island'],
    });
    expect(ways(three, 'sq').costs).toEqual([]);
    const g = setup({
      graveyard: [{ id: 'sq', card: 'Squee, Dubious Monarch' }, 'Island', 'Island', 'Island', 'Shock'],
    });
    g.act({ cast: 'sq' });
    if (g.state.pendingDecision) g.act({ decide: g.state.pendingDecision.candidates ?? [] });
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Squee, Dubious Monarch']);
    expect(g.names('p1', 'exile').sort()).toEqual(['Island', 'Island', 'Island', 'Shock']);
    expect(tapped(g)).toBe(4);
  });
});

describe('near misses stay text', () => {
  it('a cost part not read, a rider after it, a flavor word before it', () => {
    const wurm = card(
      'Quilled Greatwurm',
      '{4}{G}{G}',
      'Creature — Wurm',
      'Trample\nYou may cast this card from your graveyard by removing six counters from among creatures you control in addition to paying its other costs.',
      '7/7',
    );
    const glimpse = card(
      'Glimpse the Cosmos',
      '{1}{U}',
      'Sorcery',
      'Look at the top three cards of your library. Put one of them into your hand and the rest on the bottom of your library in any order.\nAs long as you control a Giant, you may cast this card from your graveyard by paying {U} rather than paying its mana cost. If you cast this card this way and it would be put into your graveyard, exile it instead.',
    );
    const helbrute = card(
      'Helbrute',
      '{3}{B}{R}',
      'Artifact Creature — Astartes Dreadnought',
      'Haste\nSarcophagus — You may cast this card from your graveyard by exiling another creature card from your graveyard in addition to paying its other costs.',
      '5/4',
    );
    expect(unenforced(wurm)).toEqual([
      'You may cast this card from your graveyard by removing six counters from among creatures you control in addition to paying its other costs.',
    ]);
    expect(unenforced(glimpse).length).toBeGreaterThan(0);
    expect(unenforced(helbrute)).toHaveLength(1);
  });
});
