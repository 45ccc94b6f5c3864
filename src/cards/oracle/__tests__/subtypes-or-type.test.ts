// "Target Elf or Soldier creature", "target Angel or Human creature card": subtypes joined by
// "or" before one card type, which all of them share — an object of that type with any of those
// subtypes (CR 205.3, 109.2). Real cards played; a near miss with a supertype in the list stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import type { CardData } from '../../data/card-data';
import { compileCard } from '../compile';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const crusader = card(
  'Grassland Crusader',
  '{5}{W}',
  'Creature — Human Cleric Soldier',
  '{T}: Target Elf or Soldier creature gets +2/+2 until end of turn.',
  '2/4',
);
const vanguard = card('Elite Vanguard', '{W}', 'Creature — Human Soldier', '', '2/1');
const bruna: CardData = {
  ...card(
    'Bruna, the Fading Light',
    '{5}{W}{W}',
    'Legendary Creature — Angel Horror',
    'When you cast this spell, you may return target Angel or Human creature card from your graveyard to the battlefield.\nFlying, vigilance\n(Melds with Gisela, the Broken Blade.)',
    '5/7',
  ),
  layout: 'meld',
};
const monument = card(
  'Monument to Perfection',
  '{2}',
  'Artifact',
  '{3}, {T}: Search your library for a basic, Sphere, or Locus land card, reveal it, put it into your hand, then shuffle.\n{3}: This artifact becomes a 9/9 Phyrexian Construct artifact creature, loses all abilities, and gains indestructible and toxic 9. Activate only if there are nine or more lands with different names among the basic, Sphere, and Locus lands you control.',
);

describe('"target Elf or Soldier creature" (Grassland Crusader)', () => {
  const board = {
    turn: main,
    players: {
      p1: {
        battlefield: [
          { id: 'gc', card: 'Grassland Crusader' },
          { id: 'elves', card: 'Llanowar Elves' },
          { id: 'ev', card: 'Elite Vanguard' },
          { id: 'bears', card: 'Grizzly Bears' },
        ],
      },
      p2: {},
    },
  };
  const cards = compiled(crusader, vanguard);

  it('an Elf (Llanowar Elves) gets +2/+2 until end of turn', () => {
    const g = game(board, [{ activate: 'gc', ability: 0, targets: ['elves'] }, { pass: true }], { cards });
    expect(g.error).toBeNull();
    expect(pt(g, 'elves')).toEqual([3, 3]);
    g.act({ advance: 'end' });
    g.act({ advance: 'next-turn' });
    expect(pt(g, 'elves')).toEqual([1, 1]);
  });

  it('a Soldier (Elite Vanguard) is a legal target too; a Bear (Grizzly Bears) is not', () => {
    const g = game(board, [{ activate: 'gc', ability: 0, targets: ['ev'] }, { pass: true }], { cards });
    expect(g.error).toBeNull();
    expect(pt(g, 'ev')).toEqual([4, 3]);
    const bad = game(board, [{ activate: 'gc', ability: 0, targets: ['bears'] }], { cards });
    expect(bad.error).not.toBeNull();
    expect(pt(bad, 'bears')).toEqual([2, 2]);
  });
});

describe('"target Angel or Human creature card from your graveyard" (Bruna, the Fading Light)', () => {
  it("Bruna's cast trigger can only target the Human (Elite Vanguard), not Grizzly Bears, and returns it", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: Array<string>(7).fill('Plains'),
            hand: [{ id: 'bruna', card: 'Bruna, the Fading Light' }],
            graveyard: [
              { id: 'ev', card: 'Elite Vanguard' },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
          },
          p2: {},
        },
      },
      [{ cast: 'bruna' }],
      { cards: compiled(bruna, vanguard) },
    );
    expect(g.error).toBeNull();
    // The trigger is above Bruna on the stack (CR 603.3, 601.2i) with its only legal target.
    expect(g.stack()).toEqual(['Bruna, the Fading Light', 'Bruna, the Fading Light ability']);
    const ability = g.state.abilities[g.state.stack[1] ?? ''];
    expect(ability?.targets).toEqual([[g.get('ev').id]]);
    g.act({ pass: true });
    // "you may" (CR 608.2d): asked of Bruna's controller.
    expect(g.state.pendingDecision).toEqual(expect.objectContaining({ player: 'p1' }));
    g.act({ decide: true });
    expect(g.names('p1', 'battlefield')).toContain('Elite Vanguard');
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears']);
  });
});

describe('a list of three or more ("Cleric, Rogue, Warrior, or Wizard creature card")', () => {
  const quest = card(
    "Quest for Ula's Temple",
    '{U}',
    'Enchantment',
    "At the beginning of your upkeep, you may look at the top card of your library. If it's a creature card, you may reveal it and put a quest counter on this enchantment.\nAt the beginning of each end step, if there are three or more quest counters on this enchantment, you may put a Kraken, Leviathan, Octopus, or Serpent creature card from your hand onto the battlefield.",
  );
  it("Quest for Ula's Temple chooses only among creature cards with one of the four subtypes", () => {
    const step = compileCard(quest).def.triggered?.[0]?.steps.find((x) => x.do === 'choose');
    expect(step).toMatchObject({
      from: {
        matching: {
          types: ['creature'],
          subtypes: ['Kraken', 'Leviathan', 'Octopus', 'Serpent'],
          zone: 'hand',
          owner: 'you',
        },
      },
    });
  });
});

describe('near miss', () => {
  it('"a basic, Sphere, or Locus land card" (Monument to Perfection): a supertype in the list, stays text', () => {
    const search = monument.oracle_text!.split('\n')[0]!;
    expect(unenforced(monument)).toContain(search);
    expect((compileCard(monument).def.activated ?? []).map((a) => a.text)).not.toContain(search);
  });
});
