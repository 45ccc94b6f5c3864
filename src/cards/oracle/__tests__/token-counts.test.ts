// How many tokens an effect creates (CR 111.2, 107.1): "create that many …" (the triggering
// event's amount: the damage dealt) and "create a number of … tokens equal to …" (an amount read
// as the instruction is followed; "its power" of a creature that died is its last-known power,
// CR 608.2h). Real pool cards, played in the engine; the count and the noun must agree.
import { describe, expect, it } from 'vitest';
import { allObjects, characteristics, readContext, type GameObject } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const nest = card(
  'Hornet Nest',
  '{2}{G}',
  'Creature — Insect',
  "Defender (This creature can't attack.)\nWhenever this creature is dealt damage, create that many 1/1 green Insect creature tokens with flying and deathtouch. (Any amount of damage a creature with deathtouch deals to a creature is enough to destroy it.)",
  '0/2',
);
const hydra = card(
  'Goldvein Hydra',
  '{X}{G}',
  'Creature — Hydra',
  'Vigilance, trample, haste\nThis creature enters with X +1/+1 counters on it.\nWhen this creature dies, create a number of tapped Treasure tokens equal to its power.',
  '0/0',
);
const krenko = card(
  'Krenko, Tin Street Kingpin',
  '{2}{R}',
  'Legendary Creature — Goblin',
  "Whenever Krenko attacks, put a +1/+1 counter on it, then create a number of 1/1 red Goblin creature tokens equal to Krenko's power.",
  '1/2',
);
const CARDS = compiled(nest, hydra, krenko);

function tokens(g: Game, name: string): GameObject[] {
  return allObjects(g.state).filter(
    (o) => o.token && o.zone === 'battlefield' && g.state.proxies[o.def]?.name === name,
  );
}

/** P1 bolts `target` (a permanent of p1's battlefield, by id); everything resolves. */
function bolt(battlefield: object[], target: string): Game {
  const g = game(
    { turn: main, players: { p1: { battlefield: ['Mountain', ...battlefield], hand: ['Lightning Bolt'] } } },
    [{ cast: 'Lightning Bolt', targets: [target] }, { pass: true }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('token counts: "that many", "a number of … equal to …" (CR 111.2)', () => {
  it('Hornet Nest: 3 damage from Lightning Bolt makes three 1/1 Insects with flying and deathtouch', () => {
    const g = bolt([{ id: 'nest', card: 'Hornet Nest' }], 'nest');
    const insects = tokens(g, 'Insect Token');
    expect(insects).toHaveLength(3);
    const ch = characteristics(readContext(g.state, g.engine.registry), insects[0]!);
    expect([ch.power, ch.toughness, ch.colors]).toEqual([1, 1, ['G']]);
    expect([...ch.keywords].sort()).toEqual(['deathtouch', 'flying']);
    expect(g.names('p1', 'graveyard')).toContain('Hornet Nest');
  });

  it('Goldvein Hydra: dying with three +1/+1 counters makes three tapped Treasures (its last power)', () => {
    const g = bolt([{ id: 'hydra', card: 'Goldvein Hydra', counters: { '+1/+1': 3 } }], 'hydra');
    expect(g.names('p1', 'graveyard')).toContain('Goldvein Hydra');
    const treasures = allObjects(g.state).filter((o) => o.token && o.zone === 'battlefield');
    expect(treasures).toHaveLength(3);
    expect(treasures.every((t) => t.tapped)).toBe(true);
  });

  it("Krenko, Tin Street Kingpin: the counter first, then Goblins equal to Krenko's power then (2)", () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: [{ id: 'krenko', card: 'Krenko, Tin Street Kingpin' }] } } },
      [{ advance: 'declareAttackers' }, { attack: ['krenko'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('krenko').counters['+1/+1']).toBe(1);
    expect(tokens(g, 'Goblin Token')).toHaveLength(2);
  });

  it('near misses stay text: "that many" with no amount to name, a count and noun that disagree', () => {
    const enters = card(
      'Hornet Nest',
      '{2}{G}',
      'Creature — Insect',
      'When this creature enters, create that many 1/1 green Insect creature tokens.',
      '0/2',
    );
    expect(unenforced(enters)).toHaveLength(1);
    const singular = card(
      'Goldvein Hydra',
      '{X}{G}',
      'Creature — Hydra',
      'When this creature dies, create a number of 1/1 green Snake creature token equal to its power.',
      '0/0',
    );
    expect(unenforced(singular)).toHaveLength(1);
  });
});
