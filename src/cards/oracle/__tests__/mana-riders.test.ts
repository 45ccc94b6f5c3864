// Mana abilities with further instructions (CR 605.1a, 605.3b): "{T}: Add {W} or {U}. This land
// deals 1 damage to you." The damage is part of the mana ability: it happens at once as it
// resolves, only when that ability is activated (a painland's {C} ability deals none), and the
// automatic payer uses the painless ability where it will do.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const adarkarWastes = card(
  'Adarkar Wastes',
  '',
  'Land',
  '{T}: Add {C}.\n{T}: Add {W} or {U}. This land deals 1 damage to you.',
);
const talismanOfConviction = card(
  'Talisman of Conviction',
  '{2}',
  'Artifact',
  '{T}: Add {C}.\n{T}: Add {R} or {W}. This artifact deals 1 damage to you.',
);
const grandColiseum = card(
  'Grand Coliseum',
  '',
  'Land',
  'This land enters tapped.\n{T}: Add {C}.\n{T}: Add one mana of any color. This land deals 1 damage to you.',
);
const darkwaterEgg = card(
  'Darkwater Egg',
  '{1}',
  'Artifact',
  '{2}, {T}, Sacrifice this artifact: Add {U}{B}. Draw a card.',
);
const pristineTalisman = card('Pristine Talisman', '{3}', 'Artifact', '{T}: Add {C}. You gain 1 life.');
const vulshokFactory = card(
  'Vulshok Factory',
  '{2}{R}',
  'Artifact',
  '{T}: Add {R}. Put a charge counter on this artifact.\n{2}{R}, {T}, Sacrifice this artifact: Create an X/X colorless Golem artifact creature token with haste, where X is the number of charge counters on Vulshok Factory. Activate only as a sorcery.',
);
const savannahLions = card('Savannah Lions', '{W}', 'Creature — Cat', '', '2/1');

// Vulshok Factory's mana ability is what is played here (its X/X Golem is read too: x-tokens.test.ts).
const cards = compiled(
  adarkarWastes,
  talismanOfConviction,
  grandColiseum,
  darkwaterEgg,
  pristineTalisman,
  savannahLions,
  vulshokFactory,
);

function board(battlefield: string[], hand: string[] = []) {
  return { turn: main, players: { p1: { battlefield, hand }, p2: {} } };
}

describe('painlands: "{T}: Add {W} or {U}. This land deals 1 damage to you."', () => {
  it('deals 1 damage to its controller when it makes {W}, at once (no stack)', () => {
    const g = game(board(['Adarkar Wastes']), [{ activate: 'Adarkar Wastes', ability: 1, mana: 'W' }], { cards });
    expect(g.error).toBeNull();
    expect(g.state.players.p1.manaPool).toEqual({ W: 1 });
    expect(g.state.players.p1.life).toBe(19);
    expect(g.state.stack).toEqual([]);
    const dmg = g.events.find((e) => e.type === 'DamageDealt');
    expect(dmg && dmg.type === 'DamageDealt' && dmg.source).toBe(g.get('Adarkar Wastes').id);
  });

  it('deals none when its {C} ability is used', () => {
    const g = game(board(['Adarkar Wastes']), [{ activate: 'Adarkar Wastes', ability: 0 }], { cards });
    expect(g.state.players.p1.manaPool).toEqual({ C: 1 });
    expect(g.state.players.p1.life).toBe(20);
  });

  it('the automatic payer taps it for {W} with the damage, and for generic mana with {C} without', () => {
    const lions = game(board(['Adarkar Wastes'], ['Savannah Lions']), [{ cast: 'Savannah Lions' }], { cards });
    expect(lions.error).toBeNull();
    expect(lions.state.players.p1.life).toBe(19);
    const talisman = game(
      board(['Adarkar Wastes', 'Adarkar Wastes'], ['Talisman of Conviction']),
      [{ cast: 'Talisman of Conviction' }],
      { cards },
    );
    expect(talisman.error).toBeNull();
    expect(talisman.names('p1', 'stack')).toEqual(['Talisman of Conviction']);
    expect(talisman.state.players.p1.life).toBe(20);
  });
});

describe('the same rider on a Talisman and on "one mana of any color"', () => {
  it("Talisman of Conviction's {R} deals 1 damage to you", () => {
    const g = game(board(['Talisman of Conviction']), [{ activate: 'Talisman of Conviction', ability: 1, mana: 'R' }], {
      cards,
    });
    expect(g.state.players.p1.manaPool).toEqual({ R: 1 });
    expect(g.state.players.p1.life).toBe(19);
  });
  it("Grand Coliseum's any colour deals 1 damage; its {C} doesn't", () => {
    const g = game(
      board(['Grand Coliseum', 'Grand Coliseum']),
      [{ activate: 'Grand Coliseum', ability: 1, mana: 'G' }],
      { cards },
    );
    expect(g.state.players.p1.manaPool).toEqual({ G: 1 });
    expect(g.state.players.p1.life).toBe(19);
  });
});

describe('other instructions done at once as the mana ability resolves', () => {
  it('Darkwater Egg: {U}{B} and a card drawn, without the stack, though the Egg was sacrificed to pay', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Darkwater Egg', 'Island', 'Island'], library: ['Island'] }, p2: {} },
      },
      [{ activate: 'Darkwater Egg' }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.manaPool).toEqual({ U: 1, B: 1 });
    expect(g.names('p1', 'hand')).toEqual(['Island']);
    expect(g.names('p1', 'graveyard')).toEqual(['Darkwater Egg']);
    expect(g.state.stack).toEqual([]);
  });
  it('Pristine Talisman: {C} and 1 life, also when the automatic payer taps it', () => {
    const g = game(
      board(['Pristine Talisman', 'Plains'], ['Talisman of Conviction']),
      [{ cast: 'Talisman of Conviction' }],
      {
        cards,
      },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(21);
  });
  it('Vulshok Factory: {R} and a charge counter on itself each time', () => {
    const g = game(board(['Vulshok Factory']), [{ activate: 'Vulshok Factory', ability: 0 }], { cards });
    expect(g.state.players.p1.manaPool).toEqual({ R: 1 });
    expect(g.get('Vulshok Factory').counters).toEqual({ charge: 1 });
  });
});

describe('"Add {W}{U}" adds both, with no choice (CR 106.1)', () => {
  it('Azorius Signet adds {W}{U} (it used to ask for one type and add two of it)', () => {
    const signet = card('Azorius Signet', '{2}', 'Artifact', '{1}, {T}: Add {W}{U}.');
    const g = game(board(['Azorius Signet', 'Swamp']), [{ activate: 'Azorius Signet' }], {
      cards: compiled(signet),
    });
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toBeNull();
    expect(g.state.players.p1.manaPool).toEqual({ W: 1, U: 1 });
  });
});

describe('near misses stay text', () => {
  it('a mana ability never uses the stack (CR 605.3a): one with a delayed sacrifice stays text', () => {
    const farrelitePriest = card(
      'Farrelite Priest',
      '{1}{W}{W}',
      'Creature — Human Cleric',
      '{1}: Add {W}. If this ability has been activated four or more times this turn, sacrifice this creature at the beginning of the next end step.',
      '1/3',
    );
    expect(unenforced(farrelitePriest)).toHaveLength(1);
  });

  // (Cinder Marsh's "doesn't untap during your next untap step" is read now: mana-riders-more.test.ts.)
  it("a further instruction the engine can't do at once as the mana ability resolves", () => {
    // (Avid Reclaimer's "If you control a Nissa planeswalker, you gain 2 life." is read now:
    // mana-riders-delayed.test.ts.)
    const rainbowVale = card(
      'Rainbow Vale',
      '',
      'Land',
      '{T}: Add one mana of any color. An opponent gains control of this land at the beginning of the next end step.',
    );
    expect(unenforced(rainbowVale)).toEqual([
      '{T}: Add one mana of any color. An opponent gains control of this land at the beginning of the next end step.',
    ]);
  });
});
