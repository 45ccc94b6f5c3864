// CR 608.2c: a condition inside an effect ("If you control a Wizard, draw a card", "… if it's a
// Knight") is checked where it is written, as the effect resolves; "Otherwise" reads that answer.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const sarkhansRage = card(
  "Sarkhan's Rage",
  '{4}{R}',
  'Instant',
  "Sarkhan's Rage deals 5 damage to any target. If you control no Dragons, Sarkhan's Rage deals 2 damage to you.",
);
const ancientAnimus = card(
  'Ancient Animus',
  '{1}{G}',
  'Instant',
  "Put a +1/+1 counter on target creature you control if it's legendary. Then it fights target creature an opponent controls. (Each deals damage equal to its power to the other.)",
);
const defyDeath = card(
  'Defy Death',
  '{3}{W}{W}',
  'Sorcery',
  "Return target creature card from your graveyard to the battlefield. If it's an Angel, put two +1/+1 counters on it.",
);
const CARDS = compiled(sarkhansRage, ancientAnimus, defyDeath);

describe('conditions inside an effect (CR 608.2c)', () => {
  it("Sarkhan's Rage with no Dragon: 5 to the opponent and 2 to its caster", () => {
    const g = game(
      { turn: main, players: { p1: { hand: ["Sarkhan's Rage"], battlefield: Array(5).fill('Mountain') } } },
      [{ cast: "Sarkhan's Rage", targets: ['p2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(15);
    expect(g.state.players.p1.life).toBe(18);
  });

  it('Ancient Animus on a nonlegendary creature: no counter, then the fight', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Ancient Animus'], battlefield: ['Forest', 'Forest', { id: 'b', card: 'Grizzly Bears' }] },
          p2: { battlefield: [{ id: 'e', card: 'Llanowar Elves' }] },
        },
      },
      [{ cast: 'Ancient Animus', targets: ['b', 'e'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('b').counters).toEqual({});
    expect(pt(g, 'b')).toEqual([2, 2]);
    expect(g.names('p2', 'graveyard')).toEqual(['Llanowar Elves']);
  });

  it('Defy Death: "it" is the returned creature; not an Angel, so no counters', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Defy Death'], battlefield: Array(5).fill('Plains'), graveyard: ['Grizzly Bears'] },
        },
      },
      [{ cast: 'Defy Death', targets: ['Grizzly Bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
    expect(pt(g, 'Grizzly Bears')).toEqual([2, 2]);
  });

  it('near misses stay text: "it" with nothing named, "~" returning a spell, a reflexive "it"', () => {
    const fabled = card(
      'Fabled Passage',
      '',
      'Land',
      '{T}, Sacrifice this land: Search your library for a basic land card, put it onto the battlefield tapped, then shuffle. Then if you control four or more lands, untap that land.',
    );
    const view = card(
      'View from Above',
      '{1}{U}',
      'Instant',
      "Target creature gains flying until end of turn. If you control a white permanent, return View from Above to its owner's hand.",
    );
    const stensia = card(
      'Stensia Uprising',
      '{2}{R}{R}',
      'Enchantment',
      'At the beginning of your end step, create a 1/1 red Human creature token. Then if you control exactly thirteen permanents, you may sacrifice this enchantment. When you do, it deals 7 damage to any target.',
    );
    // "it" after "put a quest counter on this enchantment" is the enchantment, not the event's creature.
    const waterbender = card(
      'Waterbender Ascension',
      '{1}{U}',
      'Enchantment',
      "Whenever a creature you control deals combat damage to a player, put a quest counter on this enchantment. Then if it has four or more quest counters on it, draw a card.\nWaterbend {4}: Target creature can't be blocked this turn. (While paying a waterbend cost, you can tap your artifacts and creatures to help. Each one pays for {1}.)",
    );
    expect(unenforced(waterbender)).toContain(
      'Whenever a creature you control deals combat damage to a player, put a quest counter on this enchantment. Then if it has four or more quest counters on it, draw a card.',
    );
    expect(unenforced(fabled)).toHaveLength(1);
    expect(unenforced(view)).toHaveLength(1);
    expect(unenforced(stensia)).toHaveLength(1);
  });
});
