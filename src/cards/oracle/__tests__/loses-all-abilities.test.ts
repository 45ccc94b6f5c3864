// "Until end of turn, target creature loses all abilities and has base power and toughness 0/1"
// (Humble; CR 613.1f, 611.2c): in layer 6, at the effect's timestamp (613.7), every ability the
// creature has then goes — its keywords, its rules text's static, triggered and activated
// abilities, those earlier effects gave it; an ability a later effect gives it stays (Dragonshift's
// flying). Its own static abilities stop applying to others (613.8a), a "When this creature dies"
// doesn't look back (603.10a), its mana ability can't be activated. All of it ends in the cleanup
// step (514.2).
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import type { ScriptAction } from '../../../scenario/schema';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const humble = card(
  'Humble',
  '{1}{W}',
  'Instant',
  'Until end of turn, target creature loses all abilities and has base power and toughness 0/1.',
);
const frog = card(
  'Turn to Frog',
  '{1}{U}',
  'Instant',
  'Until end of turn, target creature loses all abilities and becomes a blue Frog with base power and toughness 1/1.',
);
const dragonshift = card(
  'Dragonshift',
  '{1}{U}{R}',
  'Instant',
  'Until end of turn, target creature you control becomes a blue and red Dragon with base power and toughness 4/4, loses all abilities, and gains flying.\nOverload {3}{U}{U}{R}{R} (You may cast this spell for its overload cost. If you do, change "target" in its text to "each.")',
);
const blackSun = card(
  'Day of Black Sun',
  '{X}{B}{B}',
  'Sorcery',
  'Each creature with mana value X or less loses all abilities until end of turn. Destroy those creatures.',
);
const trickster = card(
  'Merfolk Trickster',
  '{U}{U}',
  'Creature — Merfolk Wizard',
  'Flash\nWhen this creature enters, tap target creature an opponent controls. It loses all abilities until end of turn.',
  '2/2',
);
const marshal = card(
  'Benalish Marshal',
  '{W}{W}{W}',
  'Creature — Human Knight',
  'Other creatures you control get +1/+1.',
  '3/3',
);
const traveler = card(
  'Doomed Traveler',
  '{W}',
  'Creature — Human Soldier',
  'When this creature dies, create a 1/1 white Spirit creature token with flying.',
  '1/1',
);
const myr = card(
  'Darksteel Myr',
  '{3}',
  'Artifact Creature — Myr',
  "Indestructible (Damage and effects that say \"destroy\" don't destroy this creature. If its toughness is 0 or less, it's still put into its owner's graveyard.)",
  '0/1',
);
const oko = card(
  'Oko, Thief of Crowns',
  '{1}{G}{U}',
  'Legendary Planeswalker — Oko',
  '+2: Create a Food token. (It\'s an artifact with "{2}, {T}, Sacrifice this token: You gain 3 life.")\n+1: Target artifact or creature loses all abilities and becomes a green Elk creature with base power and toughness 3/3.\n−5: Exchange control of target artifact or creature you control and target creature an opponent controls with power 3 or less.',
);
const assistant = card(
  "Alchemist's Assistant",
  '{1}{B}',
  'Creature — Monkey',
  'Lifelink\nRenew — {1}{B}, Exile this card from your graveyard: Put a lifelink counter on target creature. Activate only as a sorcery.',
  '2/1',
);
const CARDS = compiled(humble, frog, dragonshift, blackSun, trickster, marshal, traveler, myr, oko, assistant);

type G = ReturnType<typeof game>;
const chars = (g: G, ref: string) => characteristics(readContext(g.state, g.engine.registry), g.get(ref));

describe('loses all abilities until end of turn (CR 613.1f)', () => {
  it('Humble: Giant Spider is a 0/1 without reach until cleanup, then a 2/4 with reach again', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Humble'], battlefield: ['Plains', 'Plains'] },
          p2: { battlefield: [{ id: 'spider', card: 'Giant Spider' }] },
        },
      },
      [{ cast: 'Humble', targets: ['spider'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'spider')).toEqual([0, 1]);
    expect(chars(g, 'spider').keywords).toEqual([]);
    g.act({ advance: 'next-turn' });
    expect(pt(g, 'spider')).toEqual([2, 4]);
    expect(chars(g, 'spider').keywords).toContain('reach');
  });

  it("Turn to Frog: Llanowar Elves is a blue 1/1 Frog whose mana ability can't be activated", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Turn to Frog'], battlefield: ['Island', 'Island', { id: 'elves', card: 'Llanowar Elves' }] },
        },
      },
      [{ cast: 'Turn to Frog', targets: ['elves'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'elves')).toEqual([1, 1]);
    expect(chars(g, 'elves').colors).toEqual(['U']);
    expect(chars(g, 'elves').subtypes).toEqual(['Frog']);
    expect(() => g.act({ activate: 'Llanowar Elves' })).toThrow(/has no activated ability/);
  });

  it('Humble on Benalish Marshal: its "Other creatures you control get +1/+1" no longer applies', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Humble'],
            battlefield: [
              'Plains',
              'Plains',
              { id: 'marshal', card: 'Benalish Marshal' },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(pt(g, 'bears')).toEqual([3, 3]);
    g.act({ cast: 'Humble', targets: ['marshal'] });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(pt(g, 'marshal')).toEqual([0, 1]);
    expect(pt(g, 'bears')).toEqual([2, 2]);
  });

  it('Humble then Lightning Bolt on Doomed Traveler: its dies trigger is gone, no Spirit (CR 603.10a)', () => {
    const doc = (humbled: boolean) => ({
      turn: main,
      players: {
        p1: {
          hand: [...(humbled ? ['Humble'] : []), 'Lightning Bolt'],
          battlefield: ['Plains', 'Plains', 'Mountain'],
        },
        p2: { battlefield: [{ id: 'traveler', card: 'Doomed Traveler' }] },
      },
    });
    const bolt: ScriptAction[] = [{ cast: 'Lightning Bolt', targets: ['traveler'] }, { pass: true }, { pass: true }];
    const plain = game(doc(false), bolt, { cards: CARDS });
    expect(plain.error).toBeNull();
    expect(plain.names('p2', 'battlefield')).toContain('Spirit Token (token)');
    const g = game(doc(true), [{ cast: 'Humble', targets: ['traveler'] }, { pass: true }, ...bolt], { cards: CARDS });
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toContain('Doomed Traveler');
    expect(g.names('p2', 'battlefield')).toEqual([]);
  });

  it('Dragonshift: Giant Spider is a 4/4 blue and red Dragon without reach, with the flying it gains after the loss (CR 613.7)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Dragonshift'],
            battlefield: ['Island', 'Mountain', 'Mountain', { id: 'spider', card: 'Giant Spider' }],
          },
        },
      },
      [{ cast: 'Dragonshift', targets: ['spider'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'spider')).toEqual([4, 4]);
    expect(chars(g, 'spider').keywords).toEqual(['flying']);
    expect(chars(g, 'spider').colors).toEqual(['U', 'R']);
  });

  it('Day of Black Sun with X=3: Darksteel Myr loses indestructible and is destroyed; a 4-mana-value creature stays', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Day of Black Sun'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'] },
          p2: { battlefield: [{ id: 'myr', card: 'Darksteel Myr' }, 'Giant Spider'] },
        },
      },
      [{ cast: 'Day of Black Sun', x: 3 }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toContain('Darksteel Myr');
    expect(g.names('p2', 'battlefield')).toContain('Giant Spider');
  });

  it("Merfolk Trickster's trigger: the target is tapped and has no reach this turn", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Merfolk Trickster'], battlefield: ['Island', 'Island'] },
          p2: { battlefield: [{ id: 'spider', card: 'Giant Spider' }] },
        },
      },
      [{ cast: 'Merfolk Trickster' }, { pass: true }],
      { cards: CARDS },
    );
    if (g.state.pendingDecision) g.act({ decide: ['spider'] });
    for (let i = 0; i < 4 && g.state.stack.length; i++) g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.get('spider').tapped).toBe(true);
    expect(chars(g, 'spider').keywords).toEqual([]);
    expect(pt(g, 'spider')).toEqual([2, 4]);
  });

  it('Oko +1 with no duration: Llanowar Elves is a green 3/3 Elk with no mana ability, also next turn (CR 611.2a)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'oko', card: 'Oko, Thief of Crowns', counters: { loyalty: 4 } }] },
          p2: { library: ['Forest', 'Forest'], battlefield: [{ id: 'elves', card: 'Llanowar Elves' }] },
        },
      },
      [{ activate: 'oko', ability: 1, targets: ['elves'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'elves')).toEqual([3, 3]);
    expect(chars(g, 'elves').subtypes).toEqual(['Elk']);
    g.act({ advance: 'next-turn' });
    expect(pt(g, 'elves')).toEqual([3, 3]);
    expect(() => g.act({ activate: 'elves', player: 'p2' })).toThrow(/has no activated ability/);
  });

  it('a keyword counter on it before Humble is lost; one put on after gives its ability (CR 122.1b, 613.7)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Humble'],
            graveyard: ["Alchemist's Assistant"],
            battlefield: [
              'Plains',
              'Plains',
              'Swamp',
              'Swamp',
              { id: 'spider', card: 'Giant Spider', counters: { flying: 1 } },
            ],
          },
        },
      },
      [{ cast: 'Humble', targets: ['spider'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(chars(g, 'spider').keywords).toEqual([]);
    g.act({ activate: "Alchemist's Assistant", targets: ['spider'] });
    g.act({ pass: true });
    expect(g.get('spider').counters).toMatchObject({ flying: 1, lifelink: 1 });
    expect(chars(g, 'spider').keywords).toEqual(['lifelink']);
  });

  it('near miss: Titania\'s Song\'s static "loses all abilities" stays text', () => {
    const song = card(
      "Titania's Song",
      '{3}{G}',
      'Enchantment',
      'Each noncreature artifact loses all abilities and becomes an artifact creature with power and toughness each equal to its mana value. If this enchantment leaves the battlefield, this effect continues until end of turn.',
    );
    expect(unenforced(song)).toHaveLength(1);
  });
});
