// Mutate (CR 702.140) and merged permanents (CR 730): cast for its mutate cost, a creature spell
// targets a non-Human creature its caster owns (702.140a); resolving with that target legal, it
// merges with it, over or under as its controller chooses (702.140c): one permanent, the same
// object as the target (730.2c: not summoning sick if the target wasn't, no enters abilities),
// with the topmost card's characteristics plus every card's abilities (730.2a, 702.140e); then
// "whenever this creature mutates" abilities trigger (702.140d). With its target illegal, it
// enters as a creature spell would (702.140b). Leaving the battlefield, every card of it goes to
// the same zone (730.3). Real cards played.
import { describe, expect, it } from 'vitest';
import { castOptions, characteristics, readContext, RULE } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const REMINDER =
  '(If you cast this spell for its mutate cost, put it over or under target non-Human creature you own. They mutate into the creature on top plus all abilities from under it.)';
const gemrazer = card(
  'Gemrazer',
  '{3}{G}',
  'Creature — Beast',
  `Mutate {1}{G}{G} ${REMINDER}\nReach, trample\nWhenever this creature mutates, destroy target artifact or enchantment an opponent controls.`,
  '4/4',
);
const shoreshark = card(
  'Pouncing Shoreshark',
  '{4}{U}',
  'Creature — Shark Beast',
  `Mutate {3}{U} ${REMINDER}\nFlash\nWhenever this creature mutates, you may return target creature an opponent controls to its owner's hand.`,
  '4/3',
);
const heron = card(
  'Dreamtail Heron',
  '{4}{U}',
  'Creature — Elemental Bird',
  `Mutate {3}{U} ${REMINDER}\nFlying\nWhenever this creature mutates, draw a card.`,
  '3/4',
);
const egg = card(
  'Mysterious Egg',
  '{1}',
  'Creature — Egg',
  'Whenever this creature mutates, put a +1/+1 counter on it.',
  '0/2',
);
const octopus = card(
  'Sea-Dasher Octopus',
  '{1}{U}{U}',
  'Creature — Octopus',
  `Mutate {1}{U} ${REMINDER}\nFlash\nWhenever this creature deals combat damage to a player, draw a card.`,
  '2/2',
);
const symbiote = card(
  'Essence Symbiote',
  '{1}{G}',
  'Creature — Beast',
  'Whenever a creature you control mutates, put a +1/+1 counter on that creature and you gain 2 life.',
  '2/2',
);
const CARDS = compiled(gemrazer, shoreshark, heron, egg, octopus, symbiote);
const library = ['Island', 'Island', 'Island', 'Island', 'Island'];

/** Resolves the stack: the mutating spell goes `side`; triggers' targets are the first offered, "you may" yes. */
function settle(g: Game, side: 'over' | 'under'): void {
  for (let i = 0; i < 30 && (g.state.stack.length || g.state.pendingDecision); i++) {
    const d = g.state.pendingDecision;
    if (d?.purpose === 'mutate') g.act({ decide: side, player: d.player });
    else if (d?.kind === 'chooseObjects')
      g.act({ decide: d.candidates.slice(0, Math.max(d.min, 1)), player: d.player });
    else if (d?.kind === 'may') g.act({ decide: true, player: d.player });
    else if (d && d.options.length) g.act({ decide: d.options.map((o) => o.value), player: d.player });
    else g.act({ pass: true });
    expect(g.error).toBeNull();
  }
}

/** p1 casts `spell` for its mutate cost targeting `onto` (CR 702.140a). */
function castMutating(g: Game, spell: string, onto: string): void {
  g.perform({ type: 'cast', player: 'p1', object: g.get(spell).id, cost: 'mutate', targets: [g.get(onto).id] });
}

function nameOf(g: Game, ref: string): string[] {
  return characteristics(readContext(g.state, g.engine.registry), g.get(ref)).names;
}

function keywords(g: Game, ref: string): string[] {
  return characteristics(readContext(g.state, g.engine.registry), g.get(ref)).keywords.map(String).sort();
}

function creatures(g: Game, player: 'p1' | 'p2'): number {
  return g.names(player, 'battlefield').filter((n) => !['Forest', 'Island', 'Fellwar Stone'].includes(n)).length;
}

/** p1: Grizzly Bears (long on the battlefield), three Forests, Gemrazer in hand; p2: Fellwar Stone. */
function gemrazerOnBears(side: 'over' | 'under'): Game {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: ['Forest', 'Forest', 'Forest', { id: 'bears', card: 'Grizzly Bears' }],
          hand: [{ id: 'gemrazer', card: 'Gemrazer' }],
          library,
        },
        p2: { battlefield: ['Mountain', { id: 'stone', card: 'Fellwar Stone' }], hand: ['Lightning Bolt'], library },
      },
    },
    [],
    { cards: CARDS },
  );
  castMutating(g, 'gemrazer', 'bears');
  expect(g.error).toBeNull();
  settle(g, side);
  return g;
}

describe('mutate (CR 702.140, 730)', () => {
  it('Gemrazer over Grizzly Bears: one 4/4 Gemrazer with reach and trample, its mutate trigger destroys Fellwar Stone', () => {
    const g = gemrazerOnBears('over');
    expect(creatures(g, 'p1')).toBe(1);
    expect(nameOf(g, 'gemrazer')).toEqual(['Gemrazer']);
    expect(pt(g, 'gemrazer')).toEqual([4, 4]);
    expect(keywords(g, 'gemrazer')).toEqual(['reach', 'trample']);
    // CR 702.140d: "Whenever this creature mutates, destroy target artifact or enchantment an opponent controls."
    expect(g.names('p2', 'graveyard')).toEqual(['Fellwar Stone']);
    expect(g.rules()).toContain(RULE.mutates);
    // The same object as the Bears, long on the battlefield (730.2c): it can attack this turn; 4 trample damage.
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['gemrazer'] });
    g.act({ block: {}, player: 'p2' });
    g.act({ advance: 'main2' });
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(16);
  });

  it('Gemrazer under Grizzly Bears: a 2/2 Grizzly Bears with reach and trample; Lightning Bolt kills it and both cards go to the graveyard (730.3)', () => {
    const g = gemrazerOnBears('under');
    expect(creatures(g, 'p1')).toBe(1);
    expect(nameOf(g, 'bears')).toEqual(['Grizzly Bears']);
    expect(pt(g, 'bears')).toEqual([2, 2]);
    expect(keywords(g, 'bears')).toEqual(['reach', 'trample']);
    // The abilities from under it are its own: the mutate trigger still destroyed the Stone.
    expect(g.names('p2', 'graveyard')).toEqual(['Fellwar Stone']);
    g.act({ cast: 'Lightning Bolt', player: 'p2', targets: ['bears'] });
    settle(g, 'under');
    expect(g.names('p1', 'battlefield')).toEqual(['Forest', 'Forest', 'Forest']);
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Gemrazer', 'Grizzly Bears']);
    expect(g.rules()).toContain(RULE.mergedLeaves);
  });

  it('Pouncing Shoreshark over Grizzly Bears at instant speed bounces the opponent’s creature; Unsummon returns both cards', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Island', 'Island', 'Island', 'Island', { id: 'bears', card: 'Grizzly Bears' }],
            hand: [{ id: 'shark', card: 'Pouncing Shoreshark' }],
            library,
          },
          p2: { battlefield: ['Island', { id: 'spider', card: 'Giant Spider' }], hand: ['Unsummon'], library },
        },
      },
      [],
      { cards: CARDS },
    );
    castMutating(g, 'shark', 'bears');
    expect(g.error).toBeNull();
    settle(g, 'over');
    expect(pt(g, 'shark')).toEqual([4, 3]);
    expect(keywords(g, 'shark')).toEqual(['flash']);
    expect(g.names('p2', 'hand').sort()).toEqual(['Giant Spider', 'Unsummon']);
    g.act({ cast: 'Unsummon', player: 'p2', targets: ['shark'] });
    settle(g, 'over');
    expect(g.names('p1', 'hand').sort()).toEqual(['Grizzly Bears', 'Pouncing Shoreshark']);
    expect(creatures(g, 'p1')).toBe(0);
  });

  it('its target dies in response: Pouncing Shoreshark enters as a creature, and nothing mutates (702.140b)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Island', 'Island', 'Island', 'Island', { id: 'bears', card: 'Grizzly Bears' }],
            hand: [{ id: 'shark', card: 'Pouncing Shoreshark' }],
            library,
          },
          p2: { battlefield: ['Mountain', { id: 'spider', card: 'Giant Spider' }], hand: ['Shock'], library },
        },
      },
      [],
      { cards: CARDS },
    );
    castMutating(g, 'shark', 'bears');
    g.act({ cast: 'Shock', player: 'p2', targets: ['bears'] });
    settle(g, 'over');
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.get('shark').zone).toBe('battlefield');
    expect(pt(g, 'shark')).toEqual([4, 3]);
    // No mutate trigger: the Spider stays.
    expect(g.names('p2', 'battlefield')).toContain('Giant Spider');
    expect(g.rules()).not.toContain(RULE.mutates);
  });

  it('Dreamtail Heron over Mysterious Egg: both "whenever this creature mutates" trigger — a 4/5 flier and a card drawn', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Island', 'Island', 'Island', 'Island', { id: 'egg', card: 'Mysterious Egg' }],
            hand: [{ id: 'heron', card: 'Dreamtail Heron' }],
            library,
          },
          p2: { library },
        },
      },
      [],
      { cards: CARDS },
    );
    castMutating(g, 'heron', 'egg');
    settle(g, 'over');
    expect(nameOf(g, 'heron')).toEqual(['Dreamtail Heron']);
    expect(g.get('heron').counters['+1/+1']).toBe(1);
    expect(pt(g, 'heron')).toEqual([4, 5]);
    expect(keywords(g, 'heron')).toEqual(['flying']);
    expect(g.names('p1', 'hand')).toEqual(['Island']);
  });

  it('Sea-Dasher Octopus under Grizzly Bears: the Bears draw a card when they deal combat damage to a player', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Island', 'Island', { id: 'bears', card: 'Grizzly Bears' }],
            hand: [{ id: 'octopus', card: 'Sea-Dasher Octopus' }],
            library,
          },
          p2: { library },
        },
      },
      [],
      { cards: CARDS },
    );
    castMutating(g, 'octopus', 'bears');
    settle(g, 'under');
    expect(pt(g, 'bears')).toEqual([2, 2]);
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['bears'] });
    g.act({ block: {}, player: 'p2' });
    settle(g, 'under');
    g.act({ advance: 'main2' });
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(18);
    expect(g.names('p1', 'hand')).toEqual(['Island']);
  });

  it('mutating again: Dreamtail Heron under the Gemrazer over Grizzly Bears — three cards, one 4/4 with flying, reach and trample; Unsummon returns all three', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              'Forest',
              'Forest',
              'Forest',
              'Island',
              'Island',
              'Island',
              'Island',
              { id: 'bears', card: 'Grizzly Bears' },
            ],
            hand: [
              { id: 'gemrazer', card: 'Gemrazer' },
              { id: 'heron', card: 'Dreamtail Heron' },
            ],
            library,
          },
          p2: { battlefield: ['Island', { id: 'stone', card: 'Fellwar Stone' }], hand: ['Unsummon'], library },
        },
      },
      [],
      { cards: CARDS },
    );
    castMutating(g, 'gemrazer', 'bears');
    settle(g, 'over');
    castMutating(g, 'heron', 'gemrazer');
    expect(g.error).toBeNull();
    settle(g, 'under');
    expect(creatures(g, 'p1')).toBe(1);
    expect(nameOf(g, 'gemrazer')).toEqual(['Gemrazer']);
    expect(pt(g, 'gemrazer')).toEqual([4, 4]);
    expect(keywords(g, 'gemrazer')).toEqual(['flying', 'reach', 'trample']);
    // Both mutate triggers of the merged permanent trigger again (702.140d): a card drawn; no second artifact to destroy.
    expect(g.names('p1', 'hand')).toEqual(['Island']);
    g.act({ cast: 'Unsummon', player: 'p2', targets: ['gemrazer'] });
    settle(g, 'under');
    expect(g.names('p1', 'hand').sort()).toEqual(['Dreamtail Heron', 'Gemrazer', 'Grizzly Bears', 'Island']);
  });

  it('Essence Symbiote: a creature p1 controls mutates — a +1/+1 counter on the merged creature and 2 life', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              'Forest',
              'Forest',
              'Forest',
              { id: 'symbiote', card: 'Essence Symbiote' },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
            hand: [{ id: 'gemrazer', card: 'Gemrazer' }],
            library,
          },
          p2: { library },
        },
      },
      [],
      { cards: CARDS },
    );
    castMutating(g, 'gemrazer', 'bears');
    settle(g, 'under');
    expect(pt(g, 'bears')).toEqual([3, 3]);
    expect(g.get('symbiote').counters['+1/+1'] ?? 0).toBe(0);
    expect(g.state.players.p1.life).toBe(22);
  });

  it('the mutate cost needs a non-Human creature its caster owns: not offered onto Meddling Mage or an opponent’s creature', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Meddling Mage'],
            hand: [{ id: 'gemrazer', card: 'Gemrazer' }],
            library,
          },
          p2: { battlefield: ['Grizzly Bears'], library },
        },
      },
      [],
      { cards: CARDS },
    );
    const costs = castOptions(g.engine.registry, g.state, 'p1', g.get('gemrazer').id).options.map((o) => o.mode.cost);
    expect(costs).toEqual(['mana']);
  });

  it('near miss: a mutate cost with hybrid mana (Nethroi, Apex of Death) stays text', () => {
    const nethroi = card(
      'Nethroi, Apex of Death',
      '{2}{W}{B}{G}',
      'Legendary Creature — Cat Nightmare Beast',
      `Mutate {4}{G/W}{B}{B} ${REMINDER}\nDeathtouch, lifelink\nWhenever this creature mutates, return any number of target creature cards with total power 10 or less from your graveyard to the battlefield.`,
      '5/5',
    );
    expect(unenforced(nethroi)[0]).toBe(`Mutate {4}{G/W}{B}{B} ${REMINDER}`);
  });
});
