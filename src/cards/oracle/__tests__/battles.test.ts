// Battles (CR 310) and Sieges (310.11): "When this Siege enters" is read as the card's own
// enters trigger; the rules give every battle its defense counters (310.4b), a Siege its
// protector (an opponent, 310.11a), let the other players attack it (310.8, 508.1b), turn
// damage into lost defense counters (120.3h), put a battle with no defense into its owner's
// graveyard (704.5v) and give a defeated Siege its intrinsic trigger: exile it, then its
// controller may cast it transformed without paying its mana cost (310.11b).
import { describe, expect, it } from 'vitest';
import { characteristics, readContext, RULE } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import type { CardData } from '../../data/card-data';
import { normalizeCard } from '../../data/faces';
import { compileCard } from '../compile';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

type Face = {
  name: string;
  cost: string;
  type: string;
  text: string;
  defense?: string;
  pt?: string;
  colors: string[];
};

/** A transforming card in Scryfall's shape, its faces as printed. */
function dfc(front: Face, back: Face): CardData {
  return normalizeCard({
    name: `${front.name} // ${back.name}`,
    layout: 'transform',
    card_faces: [front, back].map((f) => ({
      name: f.name,
      mana_cost: f.cost,
      type_line: f.type,
      oracle_text: f.text,
      colors: f.colors,
      ...(f.defense ? { defense: f.defense } : {}),
      ...(f.pt ? { power: f.pt.split('/')[0], toughness: f.pt.split('/')[1] } : {}),
    })),
  });
}

const REMINDER =
  "(As a Siege enters, choose an opponent to protect it. You and others can attack it. When it's defeated, exile it, then cast it transformed.)\n";

const belenon = dfc(
  {
    name: 'Invasion of Belenon',
    cost: '{2}{W}',
    type: 'Battle — Siege',
    text: `${REMINDER}When this Siege enters, create a 2/2 white and blue Knight creature token with vigilance.`,
    defense: '5',
    colors: ['W'],
  },
  {
    name: 'Belenon War Anthem',
    cost: '',
    type: 'Enchantment',
    text: 'Creatures you control get +1/+1.',
    colors: ['W'],
  },
);
const ulgrotha = dfc(
  {
    name: 'Invasion of Ulgrotha',
    cost: '{4}{B}',
    type: 'Battle — Siege',
    text: `${REMINDER}When this Siege enters, it deals 3 damage to any other target and you gain 3 life.`,
    defense: '5',
    colors: ['B'],
  },
  {
    name: 'Grandmother Ravi Sengir',
    cost: '',
    type: 'Legendary Creature — Human Wizard',
    text: 'Flying\nWhenever a creature an opponent controls dies, put a +1/+1 counter on Grandmother Ravi Sengir and you gain 1 life.',
    pt: '3/3',
    colors: ['B'],
  },
);
const regatha = dfc(
  {
    name: 'Invasion of Regatha',
    cost: '{2}{R}',
    type: 'Battle — Siege',
    text: `${REMINDER}When this Siege enters, it deals 4 damage to another target battle or opponent and 1 damage to up to one target creature.`,
    defense: '5',
    colors: ['R'],
  },
  {
    name: 'Disciples of the Inferno',
    cost: '',
    type: 'Creature — Human Monk',
    text: 'Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)\nIf a noncreature source you control would deal damage to a creature, battle, or opponent, it deals that much damage plus 2 instead.',
    pt: '4/4',
    colors: ['R'],
  },
);

const crawWurm = card('Craw Wurm', '{4}{G}{G}', 'Creature — Wurm', '', '6/4');
const hillGiant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');

const confiscate = card(
  'Confiscate',
  '{4}{U}',
  'Enchantment — Aura',
  'Enchant permanent\nYou control enchanted permanent.',
);

const thorin = card(
  "Thorin, Company's Leader",
  '{4}{R}',
  'Legendary Creature — Dwarf Warrior',
  'Whenever a Dwarf you control deals combat damage to a player or battle, create two Treasure tokens.\n{10}: Creatures you control gain double strike until end of turn.',
  '4/5',
);
const zurgo = card(
  'Zurgo and Ojutai',
  '{2}{U}{R}{W}',
  'Legendary Creature — Orc Dragon',
  "Flying, haste\nZurgo and Ojutai has hexproof as long as it entered this turn.\nWhenever one or more Dragons you control deal combat damage to a player or battle, look at the top three cards of your library. Put one of them into your hand and the rest on the bottom of your library in any order. You may return one of those Dragons to its owner's hand.",
  '4/4',
);

const CARDS = compiled(belenon, ulgrotha, crawWurm, hillGiant, confiscate, thorin);

function chars(g: Game, ref: string) {
  return characteristics(readContext(g.state, g.engine.registry), g.get(ref));
}

/** p1's Invasion of Belenon on the battlefield (protected by p2), and p1's attackers, in p1's declare attackers step. */
function siegeBoard(attackers: string[], p2Battlefield: string[] = []): Game {
  const g = game(
    {
      turn: { number: 3, active: 'p1', phase: 'declareAttackers' },
      players: {
        p1: {
          battlefield: [
            { id: 'siege', card: 'Invasion of Belenon' },
            ...attackers.map((card, i) => ({ id: `a${i}`, card })),
          ],
          library: ['Island', 'Island'],
        },
        p2: { battlefield: p2Battlefield, library: ['Island', 'Island'] },
      },
    },
    [],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('compiling a Siege (CR 310.11)', () => {
  it('Invasion of Belenon: a battle with defense 5 whose enters trigger is read; its back face is the anthem', () => {
    const r = compileCard(belenon);
    expect(r.status).toBe('full');
    expect(r.def).toMatchObject({ name: 'Invasion of Belenon', typeLine: 'Battle — Siege', defense: 5 });
    expect(r.def.triggered?.[0]?.text).toBe(
      'When this Siege enters, create a 2/2 white and blue Knight creature token with vigilance.',
    );
    expect(r.def.back).toMatchObject({ name: 'Belenon War Anthem', typeLine: 'Enchantment' });
  });

  it('near miss: Invasion of Regatha\'s "another target battle or opponent" stays text', () => {
    expect(unenforced(regatha)).toContain(
      'When this Siege enters, it deals 4 damage to another target battle or opponent and 1 damage to up to one target creature.',
    );
  });

  it('a battle whose card data gives no defense stays partial: it could not enter with its defense counters', () => {
    const bare = normalizeCard({
      ...belenon,
      card_faces: belenon.card_faces?.map((f) => {
        const { defense: _, ...rest } = f;
        return rest;
      }),
    });
    delete bare.defense;
    const r = compileCard(bare);
    expect(r.status).toBe('partial');
    expect(r.abilities.find((a) => !a.enforced)?.text).toBe('Defense ?');
  });
});

describe('playing battles (CR 310)', () => {
  it('cast Invasion of Belenon: it enters with 5 defense counters, protected by the opponent, and its trigger makes a Knight', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: [{ id: 'siege', card: 'Invasion of Belenon' }], manaPool: 'WWW', library: ['Island'] },
          p2: { library: ['Island'] },
        },
      },
      [{ cast: 'siege' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const siege = g.get('siege');
    expect(siege.zone).toBe('battlefield');
    expect(siege.counters).toEqual({ defense: 5 });
    // CR 310.11a: with two players, the only opponent protects it.
    expect(siege.protector).toBe('p2');
    g.act({ pass: true });
    expect(g.names('p1', 'battlefield')).toEqual(['Invasion of Belenon', 'Knight Token (token)']);
  });

  it('p1 attacks its own Siege, which p2 protects: unblocked, 3 combat damage removes 3 of its 5 defense counters (CR 120.3h)', () => {
    const g = siegeBoard(['Hill Giant']);
    g.act({ attack: ['a0'], at: { a0: 'siege' } });
    expect(g.error).toBeNull();
    g.act({ advance: 'end' });
    expect(g.get('siege').counters).toEqual({ defense: 2 });
    expect(g.state.players.p2.life).toBe(20);
    expect(g.get('siege').zone).toBe('battlefield');
  });

  it('the protector blocks for its battle (CR 506.2): Giant Spider blocks, the Siege loses no counters', () => {
    const g = siegeBoard(['Hill Giant'], ['Giant Spider']);
    g.act({ attack: ['a0'], at: { a0: 'siege' } });
    g.act({ pass: true });
    g.act({ block: { 'Giant Spider': 'a0' } });
    expect(g.error).toBeNull();
    g.act({ advance: 'end' });
    expect(g.get('siege').counters).toEqual({ defense: 5 });
  });

  it("its protector can't attack it (CR 310.8): on p2's turn, attacking p1's Siege that p2 protects is refused", () => {
    const g = game(
      {
        turn: { number: 4, active: 'p2', phase: 'declareAttackers' },
        players: {
          p1: { battlefield: [{ id: 'siege', card: 'Invasion of Belenon' }], library: ['Island'] },
          p2: { battlefield: [{ id: 'giant', card: 'Hill Giant' }], library: ['Island'] },
        },
      },
      [{ attack: ['giant'], at: { giant: 'siege' } }],
      { cards: CARDS },
    );
    expect(g.error).toMatch(/protected by p2: its protector can't attack it/);
  });

  it('defeated (CR 310.11b): the last counter removed, it is exiled and p1 casts Belenon War Anthem transformed for free', () => {
    const g = siegeBoard(['Craw Wurm', 'Grizzly Bears']);
    g.act({ attack: ['a0'], at: { a0: 'siege' } });
    g.act({ advance: 'end' });
    // 6 damage to a battle with 5 defense: none left, and its trigger goes on the stack; the
    // battle stays until it resolves (704.5v: the source of an ability that hasn't left the stack).
    expect(g.has('StateBasedAction', RULE.sbaBattle)).toBe(false);
    expect(g.has('AbilityTriggered', RULE.siegeDefeated)).toBe(true);
    expect(g.get('siege').zone).toBe('exile');
    g.act({ decide: true });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    const anthem = g.get('siege');
    expect(anthem.zone).toBe('battlefield');
    expect(anthem.backFaceUp).toBe(true);
    expect(anthem.controller).toBe('p1');
    expect(chars(g, 'siege').names).toEqual(['Belenon War Anthem']);
    // CR 712.8e: its mana value is its front face's.
    expect(chars(g, 'siege').manaValue).toBe(3);
    // Creatures you control get +1/+1.
    expect(pt(g, 'a1')).toEqual([3, 3]);
  });

  it('defeated, its controller declines: the card stays in exile, front face up', () => {
    const g = siegeBoard(['Craw Wurm']);
    g.act({ attack: ['a0'], at: { a0: 'siege' } });
    g.act({ advance: 'end' });
    g.act({ decide: false });
    expect(g.error).toBeNull();
    const exiled = g.get('siege');
    expect(exiled.zone).toBe('exile');
    expect(exiled.backFaceUp).toBeUndefined();
    expect(chars(g, 'siege').names).toEqual(['Invasion of Belenon']);
  });

  it("noncombat damage: Invasion of Ulgrotha's 3 damage to another battle removes 3 defense counters", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: [{ id: 'ulg', card: 'Invasion of Ulgrotha' }],
            battlefield: [{ id: 'siege', card: 'Invasion of Belenon' }],
            manaPool: 'BBBBB',
            library: ['Island'],
          },
          p2: { library: ['Island'] },
        },
      },
      [{ cast: 'ulg' }, { pass: true }],
      { cards: CARDS },
    );
    g.act({ decide: ['siege'] });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.get('siege').counters).toEqual({ defense: 2 });
    expect(g.state.players.p1.life).toBe(23);
  });

  it("704.5x: p2 takes control of p1's Siege that p2 protects; its protector becomes p1, and p2's creatures may attack it", () => {
    const g = game(
      {
        turn: { number: 4, active: 'p2', phase: 'main1' },
        players: {
          p1: { battlefield: [{ id: 'siege', card: 'Invasion of Belenon' }], library: ['Island'] },
          p2: {
            hand: [{ id: 'conf', card: 'Confiscate' }],
            battlefield: [{ id: 'giant', card: 'Hill Giant' }],
            manaPool: 'UUUUU',
            library: ['Island'],
          },
        },
      },
      [{ cast: 'conf', player: 'p2', targets: ['siege'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('siege').controller).toBe('p2');
    expect(g.get('siege').protector).toBe('p1');
    expect(g.has('StateBasedAction', RULE.sbaSiegeProtector)).toBe(true);
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['giant'], at: { giant: 'siege' } });
    g.act({ advance: 'end' });
    expect(g.get('siege').counters).toEqual({ defense: 2 });
  });
});

describe('"deals combat damage to a player or battle" (CR 120.3, 310.6)', () => {
  it("Thorin, Company's Leader attacking the Siege: combat damage to a battle triggers, two Treasures", () => {
    const g = siegeBoard(["Thorin, Company's Leader"]);
    g.act({ attack: ['a0'], at: { a0: 'siege' } });
    g.act({ advance: 'end' });
    expect(g.get('siege').counters).toEqual({ defense: 1 });
    expect(g.names('p1', 'battlefield').filter((n) => n.startsWith('Treasure'))).toHaveLength(2);
  });

  it('Thorin attacking the player triggers too; blocked by a creature it does not', () => {
    const g = siegeBoard(["Thorin, Company's Leader"]);
    g.act({ attack: ['a0'] });
    g.act({ advance: 'end' });
    expect(g.state.players.p2.life).toBe(16);
    expect(g.names('p1', 'battlefield').filter((n) => n.startsWith('Treasure'))).toHaveLength(2);
    const h = siegeBoard(["Thorin, Company's Leader"], ['Giant Spider']);
    h.act({ attack: ['a0'], at: { a0: 'siege' } });
    h.act({ pass: true });
    h.act({ block: { 'Giant Spider': 'a0' } });
    h.act({ advance: 'end' });
    expect(h.names('p1', 'battlefield').filter((n) => n.startsWith('Treasure'))).toHaveLength(0);
  });

  it('near miss: "one or more Dragons you control deal combat damage to a player or battle" stays text', () => {
    expect(unenforced(zurgo)).toContain(
      "Whenever one or more Dragons you control deal combat damage to a player or battle, look at the top three cards of your library. Put one of them into your hand and the rest on the bottom of your library in any order. You may return one of those Dragons to its owner's hand.",
    );
  });
});
