// "You may cast an instant or sorcery spell from your hand without paying its mana cost", "You
// may cast a spell with mana value X or less from your hand without paying its mana cost" (CR
// 608.2g: cast while the effect resolves, so the card's timing doesn't apply; 118.9: no mana cost
// paid; 601.3: the words qualify the spell — an Adventure is read as the sorcery it is cast as,
// 715.3; X is 0 for a spell cast without paying its mana cost, 107.3b). Real cards.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { normalizeCard } from '../../data/faces';
import type { CardData } from '../../data/card-data';
import { compileCard } from '../compile';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const adept = card(
  'Omnispell Adept',
  '{4}{U}',
  'Creature — Human Wizard',
  '{2}{U}, {T}: You may cast an instant or sorcery spell from your hand without paying its mana cost.',
  '3/4',
);
const electrodominance = card(
  'Electrodominance',
  '{X}{R}{R}',
  'Instant',
  'Electrodominance deals X damage to any target. You may cast a spell with mana value X or less from your hand without paying its mana cost.',
);
const sram = card(
  "Sram's Expertise",
  '{2}{W}{W}',
  'Sorcery',
  'Create three 1/1 colorless Servo artifact creature tokens.\nYou may cast a spell with mana value 3 or less from your hand without paying its mana cost.',
);
const shieldbreakerData: CardData = {
  name: 'Embereth Shieldbreaker // Battle Display',
  layout: 'adventure',
  card_faces: [
    {
      name: 'Embereth Shieldbreaker',
      mana_cost: '{1}{R}',
      type_line: 'Creature — Human Knight',
      oracle_text: '',
      power: '2',
      toughness: '1',
    },
    {
      name: 'Battle Display',
      mana_cost: '{R}',
      type_line: 'Sorcery — Adventure',
      oracle_text: 'Destroy target artifact. (Then exile this card. You may cast the creature later from exile.)',
    },
  ],
};
const ornithopter = card('Ornithopter', '{0}', 'Artifact Creature — Thopter', 'Flying', '0/2');
const CARDS = compiled(adept, electrodominance, sram, normalizeCard(shieldbreakerData), ornithopter);

/** p1 controls Omnispell Adept and exactly three Islands (its cost), with `hand`. */
function adeptGame(hand: (string | { id: string; card: string })[]) {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: [{ id: 'adept', card: 'Omnispell Adept' }, 'Island', 'Island', 'Island'],
          hand,
          library: ['Island', 'Island', 'Island'],
        },
        p2: { battlefield: [{ id: 'thopter', card: 'Ornithopter' }], library: ['Island', 'Island'] },
      },
    },
    [{ activate: 'adept' }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('you may cast a spell from your hand without paying its mana cost', () => {
  it('Omnispell Adept: only the sorcery is offered; Divination is cast for nothing during the resolution and draws two', () => {
    const g = adeptGame([
      { id: 'div', card: 'Divination' },
      { id: 'bears', card: 'Grizzly Bears' },
    ]);
    expect(g.state.pendingDecision).toMatchObject({
      kind: 'chooseObjects',
      purpose: 'cast-free',
      candidates: [g.get('div').id],
      min: 0,
      max: 1,
    });
    g.act({ decide: ['div'] });
    // Cast while the ability resolved (CR 608.2g), with the Islands all tapped for the Adept.
    expect(g.stack()).toEqual(['Divination']);
    g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toEqual(['Divination']);
    expect(g.names('p1', 'hand')).toEqual(['Grizzly Bears', 'Island', 'Island']);
  });

  it('choosing none casts nothing: the card stays in the hand', () => {
    const g = adeptGame([{ id: 'div', card: 'Divination' }]);
    g.act({ decide: [] });
    expect(g.stack()).toEqual([]);
    expect(g.names('p1', 'hand')).toEqual(['Divination']);
  });

  it('with no instant or sorcery in hand nothing is asked', () => {
    const g = adeptGame(['Grizzly Bears']);
    expect(g.state.pendingDecision).toBeNull();
    expect(g.stack()).toEqual([]);
    expect(g.names('p1', 'hand')).toEqual(['Grizzly Bears']);
  });

  it('an adventurer card is offered as its Adventure, a sorcery spell (CR 715.3), and cast only as it', () => {
    const g = adeptGame([{ id: 'es', card: 'Embereth Shieldbreaker' }]);
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseObjects', candidates: [g.get('es').id] });
    g.act({ decide: ['es'] });
    // The Ornithopter, the only artifact, is the Adventure's target.
    expect(g.stack()).toEqual(['Battle Display']);
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Ornithopter']);
    expect(g.names('p1', 'exile')).toEqual(['Embereth Shieldbreaker']);
  });

  it('Electrodominance with X = 2: Lightning Bolt (mana value 1) may be cast, Lava Axe (5) may not', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Electrodominance', { id: 'bolt', card: 'Lightning Bolt' }, { id: 'axe', card: 'Lava Axe' }],
            battlefield: Array<string>(4).fill('Mountain'),
            library: ['Island'],
          },
          p2: { library: ['Island'] },
        },
      },
      [{ cast: 'Electrodominance', x: 2, targets: ['p2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(18);
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseObjects', candidates: [g.get('bolt').id] });
    g.act({ decide: ['bolt'] });
    g.act({ decide: ['p2'] });
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(15);
    expect(g.names('p1', 'hand')).toEqual(['Lava Axe']);
  });

  it("Sram's Expertise: a creature spell with mana value 3 or less is cast too (any spell), a sorcery's timing aside", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ["Sram's Expertise", { id: 'bears', card: 'Grizzly Bears' }, { id: 'axe', card: 'Lava Axe' }],
            battlefield: Array<string>(4).fill('Plains'),
            library: ['Island'],
          },
          p2: { library: ['Island'] },
        },
      },
      [{ cast: "Sram's Expertise" }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseObjects', candidates: [g.get('bears').id] });
    g.act({ decide: ['bears'] });
    g.act({ pass: true });
    expect(g.names('p1', 'battlefield').filter((n) => n === 'Grizzly Bears')).toHaveLength(1);
    expect(g.names('p1', 'battlefield').filter((n) => n.startsWith('Servo'))).toHaveLength(3);
    expect(g.names('p1', 'hand')).toEqual(['Lava Axe']);
  });

  it('the instruction reads as one step with its types and bound', () => {
    expect(compileCard(adept).def.activated?.[0]?.steps).toEqual([
      expect.objectContaining({ do: 'castFromHand', types: ['instant', 'sorcery'] }),
    ]);
    expect(compileCard(electrodominance).def.spell?.steps[1]).toMatchObject({
      do: 'castFromHand',
      manaValueAtMost: { x: true },
    });
  });

  it('near misses stay text: a spell named by a condition, a bound of "1 or 2", a cast that is not free', () => {
    const glass = card(
      'Twinning Glass',
      '{4}',
      'Artifact',
      '{1}, {T}: You may cast a spell from your hand without paying its mana cost if it has the same name as a spell that was cast this turn.',
    );
    expect(unenforced(glass)).toHaveLength(1);
    const boe = card(
      'The Face of Boe',
      '{2}{U}{U}',
      'Legendary Creature — Alien Advisor',
      'You may cast a spell with suspend from your hand. If you do, pay its suspend cost rather than its mana cost.',
      '0/4',
    );
    expect(unenforced(boe).length).toBeGreaterThan(0);
    const jar = card(
      'Brain in a Jar',
      '{2}',
      'Artifact',
      '{1}, {T}: Put a charge counter on Brain in a Jar, then you may cast an instant or sorcery spell with mana value equal to the number of charge counters on Brain in a Jar from your hand without paying its mana cost.\n{3}, {T}, Remove X charge counters from Brain in a Jar: Scry X.',
    );
    expect(unenforced(jar)).toContainEqual(expect.stringMatching(/^\{1\}, \{T\}: Put a charge counter/));
  });
});
