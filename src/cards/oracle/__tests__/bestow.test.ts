// Bestow [cost] (CR 702.103): cast for its bestow cost, the spell is a bestowed Aura spell with
// enchant creature and not a creature spell (702.103b); it enters attached to its target, an Aura
// that is not a creature; if its target is illegal as it resolves, it ceases to be bestowed and
// resolves as a creature spell (702.103e); once unattached (its creature died), it ceases to be
// bestowed and stays on the battlefield as an enchantment creature, an exception to 704.5m
// (702.103f). Real cards played.
import { describe, expect, it } from 'vitest';
import { castOptions, characteristics, readContext, RULE } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const rollicker = card(
  'Nyxborn Rollicker',
  '{R}',
  'Enchantment Creature — Satyr',
  "Bestow {1}{R} (If you cast this card for its bestow cost, it's an Aura spell with enchant creature. It becomes a creature again if it's not attached to a creature.)\nEnchanted creature gets +1/+1.",
  '1/1',
);
const eidolon = card(
  'Hopeful Eidolon',
  '{W}',
  'Enchantment Creature — Spirit',
  "Bestow {3}{W} (If you cast this card for its bestow cost, it's an Aura spell with enchant creature. It becomes a creature again if it's not attached to a creature.)\nLifelink (Damage dealt by this creature also causes you to gain that much life.)\nEnchanted creature gets +1/+1 and has lifelink.",
  '1/1',
);
const CARDS = compiled(rollicker, eidolon);
const library = ['Island', 'Island', 'Island', 'Island', 'Island'];

function typesOf(g: Game, ref: string): { types: string[]; subtypes: string[] } {
  const ch = characteristics(readContext(g.state, g.engine.registry), g.get(ref));
  return { types: [...ch.types], subtypes: [...ch.subtypes] };
}

function costsOf(g: Game, ref: string): [string, boolean][] {
  return castOptions(g.engine.registry, g.state, 'p1', g.get(ref).id).options.map((o) => [o.mode.cost, o.payable]);
}

/** Passes priority until the stack is empty or a decision is pending. */
function settle(g: Game): void {
  for (let i = 0; i < 20 && g.state.stack.length && !g.state.pendingDecision; i++) g.act({ pass: true });
}

/** p1 (two Mountains, Grizzly Bears) casts Nyxborn Rollicker bestowed on the Bears; p2 holds Shock and Lightning Bolt. */
function bestowRollicker(): Game {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: ['Mountain', 'Mountain', { id: 'bears', card: 'Grizzly Bears' }],
          hand: [{ id: 'rollicker', card: 'Nyxborn Rollicker' }],
          library,
        },
        p2: { battlefield: ['Mountain'], hand: ['Shock', 'Lightning Bolt'], library },
      },
    },
    [],
    { cards: CARDS },
  );
  g.perform({
    type: 'cast',
    player: 'p1',
    object: g.get('rollicker').id,
    cost: 'bestow',
    targets: [g.get('bears').id],
  });
  expect(g.error).toBeNull();
  return g;
}

describe('bestow (CR 702.103)', () => {
  it('bestowed on Grizzly Bears: an Aura, not a creature, and the Bears are 3/3', () => {
    const g = bestowRollicker();
    // On the stack it is an Aura spell, not a creature spell (702.103b).
    expect(typesOf(g, 'rollicker')).toEqual({ types: ['enchantment'], subtypes: ['Aura'] });
    settle(g);
    expect(g.get('rollicker').zone).toBe('battlefield');
    expect(g.get('rollicker').attachedTo).toBe(g.get('bears').id);
    expect(typesOf(g, 'rollicker')).toEqual({ types: ['enchantment'], subtypes: ['Aura'] });
    expect(pt(g, 'bears')).toEqual([3, 3]);
  });

  it('the enchanted creature dies: the Aura stays on the battlefield as a 1/1 enchantment creature (702.103f)', () => {
    const g = bestowRollicker();
    settle(g);
    // Lightning Bolt's 3 damage is lethal to the 3/3 Bears (704.5g).
    g.act({ cast: 'Lightning Bolt', player: 'p2', targets: ['bears'] });
    settle(g);
    const r = g.get('rollicker');
    expect(r.zone).toBe('battlefield');
    expect(r.attachedTo).toBeNull();
    expect(typesOf(g, 'rollicker')).toEqual({ types: ['enchantment', 'creature'], subtypes: ['Satyr'] });
    expect(pt(g, 'rollicker')).toEqual([1, 1]);
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.rules()).toContain(RULE.bestowUnattached);
  });

  it('its target dies in response: it resolves as a creature spell (702.103e)', () => {
    const g = bestowRollicker();
    g.act({ cast: 'Shock', player: 'p2', targets: ['bears'] });
    settle(g);
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears']);
    const r = g.get('rollicker');
    expect(r.zone).toBe('battlefield');
    expect(r.attachedTo ?? null).toBeNull();
    expect(typesOf(g, 'rollicker')).toEqual({ types: ['enchantment', 'creature'], subtypes: ['Satyr'] });
    expect(pt(g, 'rollicker')).toEqual([1, 1]);
  });

  it('Hopeful Eidolon bestowed gives lifelink: the enchanted creature’s combat damage gains its controller life', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Plains', 'Plains', 'Plains', 'Plains', { id: 'bears', card: 'Grizzly Bears' }],
            hand: [{ id: 'eidolon', card: 'Hopeful Eidolon' }],
            library,
          },
          p2: { library },
        },
      },
      [],
      { cards: CARDS },
    );
    g.perform({
      type: 'cast',
      player: 'p1',
      object: g.get('eidolon').id,
      cost: 'bestow',
      targets: [g.get('bears').id],
    });
    settle(g);
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['bears'] });
    g.act({ block: {} });
    g.act({ advance: 'main2' });
    expect(g.state.players.p2.life).toBe(17);
    expect(g.state.players.p1.life).toBe(23);
  });

  it('cast for its mana cost it is a creature; with no creature to enchant, bestow is not offered', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain', 'Mountain'],
            hand: [{ id: 'rollicker', card: 'Nyxborn Rollicker' }],
            library,
          },
          p2: { library },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(costsOf(g, 'rollicker')).toEqual([['mana', true]]);
    g.perform({ type: 'cast', player: 'p1', object: g.get('rollicker').id });
    settle(g);
    expect(typesOf(g, 'rollicker')).toEqual({ types: ['enchantment', 'creature'], subtypes: ['Satyr'] });
  });

  it('near miss: a bestow cost that is not only mana (Detective’s Phoenix) stays text', () => {
    const phoenix = card(
      "Detective's Phoenix",
      '{2}{R}',
      'Enchantment Creature — Phoenix',
      'Bestow—{R}, Collect evidence 6. (To pay this bestow cost, pay {R} and exile cards with total mana value 6 or greater from your graveyard.)\nFlying, haste\nEnchanted creature gets +2/+2 and has flying and haste.\nYou may cast this card from your graveyard using its bestow ability.',
      '2/2',
    );
    expect(unenforced(phoenix)).toEqual([
      'Bestow—{R}, Collect evidence 6. (To pay this bestow cost, pay {R} and exile cards with total mana value 6 or greater from your graveyard.)',
      'You may cast this card from your graveyard using its bestow ability.',
    ]);
  });
});
