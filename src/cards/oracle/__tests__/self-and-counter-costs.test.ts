// More cost parts (CR 602.2b, 601.2h): "Remove three quest counters from this enchantment and
// sacrifice it", "Put a -1/-1 counter on this creature" (122.1), "Mill a card" (701.17a; not
// payable with an empty library, 701.17b), "Remove a +1/+1 counter from a creature you control"
// (one chosen permanent with such a counter), "Return this enchantment to its owner's hand".
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const iorRuinExpedition = card(
  'Ior Ruin Expedition',
  '{1}{U}',
  'Enchantment',
  'Landfall — Whenever a land you control enters, you may put a quest counter on this enchantment.\nRemove three quest counters from this enchantment and sacrifice it: Draw two cards.',
);
const devotedDruid = card(
  'Devoted Druid',
  '{1}{G}',
  'Creature — Elf Druid',
  '{T}: Add {G}.\nPut a -1/-1 counter on this creature: Untap this creature.',
  '0/2',
);
const derangedAssistant = card(
  'Deranged Assistant',
  '{1}{U}',
  'Creature — Human Wizard',
  '{T}, Mill a card: Add {C}. (To mill a card, put the top card of your library into your graveyard.)',
  '1/1',
);
const spikeRogue = card(
  'Spike Rogue',
  '{1}{G}{G}',
  'Creature — Spike',
  'This creature enters with two +1/+1 counters on it.\n{2}, Remove a +1/+1 counter from this creature: Put a +1/+1 counter on target creature.\n{2}, Remove a +1/+1 counter from a creature you control: Put a +1/+1 counter on this creature.',
  '0/0',
);
const brokenFall = card(
  'Broken Fall',
  '{2}{G}',
  'Enchantment',
  "Return this enchantment to its owner's hand: Regenerate target creature.",
);

describe('costs that act on the source and counters', () => {
  it('Ior Ruin Expedition: three quest counters removed, then it is sacrificed; two cards drawn', () => {
    const cards = compiled(iorRuinExpedition);
    const board = (quest: number) => ({
      turn: main,
      players: {
        p1: {
          battlefield: [{ id: 'ior', card: 'Ior Ruin Expedition', counters: { quest } }],
          library: ['Island', 'Island', 'Island'],
        },
      },
    });
    const g = game(board(3), [{ activate: 'ior' }, { pass: true }], { cards });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Ior Ruin Expedition']);
    expect(g.names('p1', 'hand')).toEqual(['Island', 'Island']);
    const two = game(board(2), [{ activate: 'ior' }], { cards });
    expect(two.error).toMatch(/3 quest counters/);
    expect(two.names('p1', 'battlefield')).toEqual(['Ior Ruin Expedition']);
  });

  it('Devoted Druid gets a -1/-1 counter to untap, even the turn it entered', () => {
    const cards = compiled(devotedDruid);
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: [{ id: 'druid', card: 'Devoted Druid', tapped: true, summoningSick: true }] } },
      },
      [{ activate: 'druid', ability: 1 }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.get('druid').counters['-1/-1']).toBe(1);
    expect(g.get('druid').tapped).toBe(false);
    expect(pt(g, 'druid')).toEqual([-1, 1]);
  });

  it('Deranged Assistant mills a card for {C}; with an empty library it can not be activated', () => {
    const cards = compiled(derangedAssistant);
    const board = (library: string[]) => ({
      turn: main,
      players: { p1: { battlefield: [{ id: 'da', card: 'Deranged Assistant' }], library } },
    });
    const g = game(board(['Island', 'Forest']), [{ activate: 'da' }], { cards });
    expect(g.error).toBeNull();
    expect(g.state.players.p1.manaPool).toEqual({ C: 1 });
    expect(g.names('p1', 'graveyard')).toEqual(['Island']);
    const empty = game(board([]), [{ activate: 'da' }], { cards });
    expect(empty.error).toMatch(/mills 1 and the library has 0/);
  });

  it('Spike Rogue removes a +1/+1 counter from the chosen creature you control (only ones with a counter)', () => {
    const cards = compiled(spikeRogue);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              'Forest',
              'Forest',
              { id: 'spike', card: 'Spike Rogue', counters: { '+1/+1': 2 } },
              { id: 'bears', card: 'Grizzly Bears', counters: { '+1/+1': 1 } },
              { id: 'plain', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [{ activate: 'spike', ability: 1 }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(new Set(g.state.pendingDecision?.candidates)).toEqual(new Set([g.get('spike').id, g.get('bears').id]));
    g.act({ decide: ['bears'] });
    g.act({ pass: true });
    expect(g.get('bears').counters['+1/+1'] ?? 0).toBe(0);
    expect(g.get('spike').counters['+1/+1']).toBe(3);
  });

  it("Broken Fall returns to its owner's hand to pay its own cost", () => {
    const cards = compiled(brokenFall);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'fall', card: 'Broken Fall' },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [{ activate: 'fall', targets: ['bears'] }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand')).toEqual(['Broken Fall']);
    expect(g.state.shields.filter((sh) => sh.kind === 'regeneration' && sh.object === g.get('bears').id)).toHaveLength(
      1,
    );
  });

  it('near miss: "Remove X storage counters from ~" (X chosen as it is activated) stays text', () => {
    const pools = card(
      'Calciform Pools',
      '',
      'Land',
      '{T}: Add {C}.\n{1}, {T}: Put a storage counter on this land.\n{1}, Remove X storage counters from this land: Add X mana in any combination of {W} and/or {U}.',
    );
    expect(unenforced(pools)).toEqual([
      '{1}, Remove X storage counters from this land: Add X mana in any combination of {W} and/or {U}.',
    ]);
  });
});
