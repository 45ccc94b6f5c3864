// A token's own abilities (CR 111.3, 113.1b): "create a 1/1 black Rat creature token with
// \"This token can't block.\"", "… with prowess", "… with changeling", "They have \"Sacrifice
// this token: Add {C}.\"". The token has them from the moment it is created, as its own
// abilities: "this token" is the token, "you" its controller.
import { describe, expect, it } from 'vitest';
import { allObjects, characteristics, readContext, type GameObject } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const murder = card('Murder', '{1}{B}{B}', 'Instant', 'Destroy target creature.');
const slime = card(
  'Mitotic Slime',
  '{4}{G}',
  'Creature — Ooze',
  'When this creature dies, create two 2/2 green Ooze creature tokens. They have "When this token dies, create two 1/1 green Ooze creature tokens."',
  '4/4',
);
const spearguard = card(
  'Harried Spearguard',
  '{R}',
  'Creature — Human Soldier',
  'Haste\nWhen this creature dies, create a 1/1 black Rat creature token with "This token can\'t block."',
  '1/1',
);
const wizardry = card(
  'Goblin Wizardry',
  '{3}{R}',
  'Instant',
  'Create two 1/1 red Goblin Wizard creature tokens with prowess. (Whenever you cast a noncreature spell, they get +1/+1 until end of turn.)',
);
const scions = card(
  'Call the Scions',
  '{2}{G}',
  'Sorcery',
  'Devoid (This card has no color.)\nCreate two 1/1 colorless Eldrazi Scion creature tokens. They have "Sacrifice this token: Add {C}."',
);
const cohort = card(
  'Irregular Cohort',
  '{2}{W}{W}',
  'Creature — Shapeshifter',
  'Changeling (This card is every creature type.)\nWhen this creature enters, create a 2/2 colorless Shapeshifter creature token with changeling.',
  '2/2',
);
const egg = card(
  'Dragon Egg',
  '{2}{R}',
  'Creature — Dragon Egg',
  'Defender\nWhen this creature dies, create a 2/2 red Dragon creature token with flying and "{R}: This token gets +1/+0 until end of turn."',
  '0/2',
);

const swamps = (n: number) => Array.from({ length: n }, () => 'Swamp');

/** Current power and toughness of a game object (CR 613). */
function ptOf(g: Game, o: GameObject): [number | null, number | null] {
  const ch = characteristics(readContext(g.state, g.engine.registry), o);
  return [ch.power, ch.toughness];
}

/** The tokens named `name` on the battlefield, oldest first. */
function tokens(g: Game, name: string) {
  return allObjects(g.state).filter(
    (o) => o.token && o.zone === 'battlefield' && g.state.proxies[o.def]?.name === name,
  );
}

describe('quoted abilities on tokens (CR 113.1b): \'with "…"\', \'They have "…"\'', () => {
  it('Mitotic Slime: its Oozes have the dies trigger, and theirs make the 1/1 Oozes', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [...swamps(6), { id: 'slime', card: 'Mitotic Slime' }], hand: ['Murder', 'Murder'] },
        },
      },
      [{ cast: 'Murder', targets: ['slime'] }, { pass: true }, { pass: true }],
      { cards: compiled(slime, murder) },
    );
    expect(g.error).toBeNull();
    const big = tokens(g, 'Ooze Token');
    expect(big).toHaveLength(2);
    expect(big.map((o) => ptOf(g, o))).toEqual([
      [2, 2],
      [2, 2],
    ]);
    g.act({ cast: 'Murder', targets: [big[0]!.id] });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    const after = tokens(g, 'Ooze Token').map((o) => ptOf(g, o));
    expect(after.sort()).toEqual([
      [1, 1],
      [1, 1],
      [2, 2],
    ]);
  });

  it("Harried Spearguard's Rat can't block", () => {
    const g = game(
      {
        turn: { number: 3, active: 'p2', phase: 'main1' },
        players: {
          p1: { battlefield: [{ id: 'sg', card: 'Harried Spearguard' }] },
          p2: { battlefield: [...swamps(3), { id: 'bears', card: 'Grizzly Bears' }], hand: ['Murder'] },
        },
      },
      [{ cast: 'Murder', targets: ['sg'] }, { pass: true }, { pass: true }],
      { cards: compiled(spearguard, murder) },
    );
    expect(g.error).toBeNull();
    const rat = tokens(g, 'Rat Token')[0];
    expect(rat).toBeDefined();
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['bears'] });
    g.act({ advance: 'declareBlockers' });
    expect(() => g.act({ block: { [rat!.id]: 'bears' } })).toThrow(/can't block/);
  });

  it('Call the Scions: each Scion is sacrificed for {C} (a mana ability, CR 605.1a)', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Forest', 'Forest', 'Forest'], hand: ['Call the Scions'] } } },
      [{ cast: 'Call the Scions' }, { pass: true }],
      { cards: compiled(scions) },
    );
    expect(g.error).toBeNull();
    expect(tokens(g, 'Eldrazi Scion Token')).toHaveLength(2);
    g.act({ activate: 'Eldrazi Scion Token' });
    expect(g.state.players.p1.manaPool.C).toBe(1);
    expect(tokens(g, 'Eldrazi Scion Token')).toHaveLength(1);
  });

  it("Dragon Egg's Dragon has flying and firebreathing ('{R}: This token gets +1/+0')", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', 'Mountain', { id: 'egg', card: 'Dragon Egg' }], hand: ['Lightning Bolt'] },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['egg'] }, { pass: true }, { pass: true }],
      { cards: compiled(egg) },
    );
    expect(g.error).toBeNull();
    const dragon = tokens(g, 'Dragon Token')[0]!;
    const ch = characteristics(readContext(g.state, g.engine.registry), dragon);
    expect(ch.keywords).toContain('flying');
    g.act({ activate: dragon.id });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(ptOf(g, dragon)).toEqual([3, 2]);
  });
});

describe('keyword abilities on tokens read as keyword lines are (CR 702)', () => {
  it('Goblin Wizardry: each Goblin Wizard gets +1/+1 when its controller casts a noncreature spell (prowess, 702.108a)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'],
            hand: ['Goblin Wizardry', 'Lightning Bolt'],
          },
        },
      },
      [{ cast: 'Goblin Wizardry' }, { pass: true }, { cast: 'Lightning Bolt', targets: ['p2'] }],
      { cards: compiled(wizardry) },
    );
    expect(g.error).toBeNull();
    // The two prowess triggers go on the stack above the Bolt (their order is p1's, CR 603.3b).
    g.act({ decide: ['0', '1'] });
    while (g.stack().length) g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(17);
    const wizards = tokens(g, 'Goblin Wizard Token');
    expect(wizards.map((o) => ptOf(g, o))).toEqual([
      [2, 2],
      [2, 2],
    ]);
  });

  it("Irregular Cohort's Shapeshifter is every creature type (changeling, CR 702.73a)", () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Plains', 'Plains', 'Plains', 'Plains'], hand: ['Irregular Cohort'] } },
      },
      [{ cast: 'Irregular Cohort' }, { pass: true }, { pass: true }],
      { cards: compiled(cohort) },
    );
    expect(g.error).toBeNull();
    const shifter = tokens(g, 'Shapeshifter Token')[0]!;
    const ch = characteristics(readContext(g.state, g.engine.registry), shifter);
    expect(ch.subtypes).toEqual(expect.arrayContaining(['Goblin', 'Elf', 'Sliver', 'Shapeshifter']));
  });
});

describe('near misses stay text', () => {
  // (Back on Track's Pilot, once the example here, is read since crews-as-though.test.ts.)
  // (Toby's Beast, "This token can't attack or block alone.", is read since attack-block-alone.test.ts.)
  it("a quoted ability the compiler can't read leaves the creation as text (a Beast that can only attack alone)", () => {
    const beast = card(
      'Test Beast Maker',
      '{2}{W}',
      'Sorcery',
      'Create a 4/4 white Beast creature token with "This token can only attack alone."',
    );
    expect(unenforced(beast)).toHaveLength(1);
  });

  it("a keyword the engine doesn't enforce on a token stays text ('with banding')", () => {
    const v = card('Errand of Duty', '{1}{W}', 'Instant', 'Create a 1/1 white Knight creature token with banding.');
    expect(unenforced(v)).toHaveLength(1);
  });

  it("the card's own name inside the quotation is the card, so the token's ability stays text", () => {
    const v = card(
      'Hatchery Warden (variant)',
      '{3}{G}',
      'Sorcery',
      'Create a 1/1 green Insect creature token with "This token gets +1/+1 as long as you control Hatchery Warden (variant)."',
    );
    expect(unenforced(v)).toHaveLength(1);
  });
});
