// "You may cast this card from your graveyard [as long as … / if …]." (CR 601.3, 113.6): a
// static ability of the card that works in its owner's graveyard. The mana cost (and any
// additional cost) is paid as usual, timing rules apply, and the condition is checked as the
// card is cast. Real cards: Gravecrawler, Oathsworn Vampire, Marang River Prowler, Skaab
// Ruinator. Undead Sprinter and Hundred-Battle Veteran (a rider after it) and Haakon ("but not
// from anywhere else") stay text.
import { describe, expect, it } from 'vitest';
import { castOptions, getObject } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const gravecrawler = card(
  'Gravecrawler',
  '{B}',
  'Creature — Zombie',
  "This creature can't block.\nYou may cast this card from your graveyard as long as you control a Zombie.",
  '2/1',
);
const vampire = card(
  'Oathsworn Vampire',
  '{1}{B}',
  'Creature — Vampire Knight',
  'This creature enters tapped.\nYou may cast this card from your graveyard if you gained life this turn.',
  '2/2',
);
const prowler = card(
  'Marang River Prowler',
  '{2}{U}',
  'Creature — Human Rogue',
  "This creature can't block and can't be blocked.\nYou may cast this card from your graveyard as long as you control a black or green permanent.",
  '2/1',
);
const ruinator = card(
  'Skaab Ruinator',
  '{1}{U}{U}',
  'Creature — Zombie Horror',
  'As an additional cost to cast this spell, exile three creature cards from your graveyard.\nFlying\nYou may cast this card from your graveyard.',
  '5/6',
);
const mercy = card("Angel's Mercy", '{2}{W}{W}', 'Instant', 'You gain 7 life.');
const CARDS = compiled(gravecrawler, vampire, prowler, ruinator, mercy);
const SWAMPS = ['Swamp', 'Swamp', 'Island', 'Island', 'Island'];

function setup(p1: Record<string, unknown>, turn: object = main): Game {
  const g = game(
    {
      turn,
      players: {
        p1: { ...p1, battlefield: [...SWAMPS, ...((p1.battlefield as unknown[]) ?? [])] },
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

describe('cast this card from your graveyard (CR 601.3)', () => {
  it('Gravecrawler with a Zombie: cast from the graveyard for {B}; it resolves onto the battlefield', () => {
    const g = setup({
      graveyard: [{ id: 'gc', card: 'Gravecrawler' }],
      battlefield: [{ id: 'z', card: 'Skaab Ruinator' }],
    });
    expect(ways(g, 'gc').costs).toEqual(['graveyard']);
    g.act({ cast: 'gc' });
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Gravecrawler']);
    // Its mana cost {B} is paid (CR 601.2f).
    expect(g.state.battlefield.map((id) => getObject(g.state, id)!).filter((o) => o.tapped)).toHaveLength(1);
    g.act({ pass: true });
    expect(g.names('p1', 'battlefield')).toContain('Gravecrawler');
    expect(g.names('p1', 'graveyard')).toEqual([]);
  });

  it('Gravecrawler without a Zombie: not cast from the graveyard; the opponent never can', () => {
    const g = setup({ graveyard: [{ id: 'gc', card: 'Gravecrawler' }] });
    const w = ways(g, 'gc');
    expect(w.costs).toEqual([]);
    expect(w.reasons[0]).toMatch(/condition/);
    expect(() => g.act({ cast: 'gc' })).toThrow();
    const h = setup({
      graveyard: [{ id: 'gc', card: 'Gravecrawler' }],
      battlefield: [{ id: 'z', card: 'Skaab Ruinator' }],
    });
    expect(ways(h, 'gc', 'p2').costs).toEqual([]);
  });

  it('timing rules still apply: a creature is not cast from the graveyard in the upkeep', () => {
    const g = setup(
      { graveyard: [{ id: 'gc', card: 'Gravecrawler' }], battlefield: [{ id: 'z', card: 'Skaab Ruinator' }] },
      { number: 3, active: 'p1', phase: 'upkeep' },
    );
    expect(ways(g, 'gc').costs).toEqual([]);
  });

  it('Oathsworn Vampire: only after you gained life this turn', () => {
    const g = setup({ graveyard: [{ id: 'v', card: 'Oathsworn Vampire' }] });
    expect(ways(g, 'v').costs).toEqual([]);
    const h = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [...SWAMPS, 'Plains', 'Plains', 'Plains', 'Plains'],
            graveyard: [{ id: 'v', card: 'Oathsworn Vampire' }],
            hand: ["Angel's Mercy"],
          },
        },
      },
      [{ cast: "Angel's Mercy" }],
      { cards: CARDS },
    );
    h.act({ pass: true });
    expect(h.state.players.p1.life).toBe(27);
    expect(ways(h, 'v').costs).toEqual(['graveyard']);
    h.act({ cast: 'v' });
    h.act({ pass: true });
    expect(h.names('p1', 'battlefield')).toContain('Oathsworn Vampire');
  });

  it('Marang River Prowler: a black permanent allows it, lands of no colour do not', () => {
    const none = setup({ graveyard: [{ id: 'mp', card: 'Marang River Prowler' }] });
    expect(ways(none, 'mp').costs).toEqual([]);
    const black = setup({
      graveyard: [{ id: 'mp', card: 'Marang River Prowler' }],
      battlefield: [{ id: 'gc', card: 'Gravecrawler' }],
    });
    expect(ways(black, 'mp').costs).toEqual(['graveyard']);
  });

  it('Skaab Ruinator: from the graveyard, its additional cost is still paid', () => {
    const g = setup({
      graveyard: [{ id: 'sr', card: 'Skaab Ruinator' }, 'Grizzly Bears', 'Grizzly Bears', 'Grizzly Bears'],
    });
    g.act({ cast: 'sr' });
    expect(g.error).toBeNull();
    if (g.state.pendingDecision) g.act({ decide: g.state.pendingDecision.candidates?.slice(0, 3) ?? [] });
    expect(g.stack()).toEqual(['Skaab Ruinator']);
    expect(g.names('p1', 'exile')).toEqual(['Grizzly Bears', 'Grizzly Bears', 'Grizzly Bears']);
    g.act({ pass: true });
    expect(g.names('p1', 'battlefield')).toContain('Skaab Ruinator');
  });
});

describe('near misses stay text', () => {
  it('a rider after the permission, "but not from anywhere else", a condition not read', () => {
    const sprinter = card(
      'Undead Sprinter',
      '{B}{R}',
      'Creature — Zombie',
      'Trample, haste\nYou may cast this card from your graveyard if a non-Zombie creature died this turn. If you do, this creature enters with a +1/+1 counter on it.',
      '2/2',
    );
    const haakon = card(
      'Haakon, Stromgald Scourge',
      '{1}{B}{B}',
      'Legendary Creature — Zombie Knight',
      'You may cast this card from your graveyard, but not from anywhere else.\nAs long as Haakon is on the battlefield, you may cast Knight spells from your graveyard.\nWhen Haakon dies, you lose 2 life.',
      '3/3',
    );
    const indomitable = card(
      'The Indomitable',
      '{2}{U}{U}',
      'Legendary Artifact — Vehicle',
      'Trample\nWhenever a creature you control deals combat damage to a player, draw a card.\nCrew 3\nYou may cast this card from your graveyard as long as you control three or more tapped Pirates and/or Vehicles.',
      '6/6',
    );
    expect(unenforced(sprinter)).toHaveLength(1);
    expect(unenforced(haakon)[0]).toMatch(/but not from anywhere else/);
    expect(unenforced(indomitable)).toHaveLength(1);
  });
});
