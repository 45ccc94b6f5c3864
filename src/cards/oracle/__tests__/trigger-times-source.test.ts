// "If a triggered ability of an Ally you control triggers, that ability triggers an additional
// time" (Katara), "If an ability of a creature you control with power 2 or less triggers, …"
// (Delney), "If an ability of another Wolf or battle you control triggers, …" (Chief of the
// Wilds): CR 603.2d for the abilities of the permanents named, as they are, or as they last were
// for a leaves-the-battlefield ability (603.10a: one that left at the same time still counts);
// triggered mana abilities too (605.1b). A spell named as a source stays text.
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, run, unenforced } from './compiled';

const katara = card(
  'Katara, the Fearless',
  '{G}{W}{U}',
  'Legendary Creature — Human Warrior Ally',
  'If a triggered ability of an Ally you control triggers, that ability triggers an additional time.',
  '3/3',
);
const poxbearers = card(
  'Pretending Poxbearers',
  '{1}{W/B}',
  'Creature — Human Citizen Ally',
  'When this creature dies, create a 1/1 white Ally creature token.',
  '2/1',
);
const visionary = card(
  'Elvish Visionary',
  '{1}{G}',
  'Creature — Elf Shaman',
  'When this creature enters, draw a card.',
  '1/1',
);
const murder = card('Murder', '{1}{B}{B}', 'Instant', 'Destroy target creature.');
const wrath = card('Wrath of God', '{2}{W}{W}', 'Sorcery', "Destroy all creatures. They can't be regenerated.");
const chief = card(
  'Chief of the Wilds',
  '{2}{B}{G}',
  'Legendary Creature — Wolf',
  'Menace\nWhenever another Wolf you control enters, put two +1/+1 counters on Chief of the Wilds.\nIf an ability of another Wolf or battle you control triggers, that ability triggers an additional time.',
  '4/4',
);
const pup = card(
  'Ferocious Pup',
  '{2}{G}',
  'Creature — Wolf',
  'When this creature enters, create a 2/2 green Wolf creature token.',
  '0/1',
);
const delney = card(
  'Delney, Streetwise Lookout',
  '{2}{W}',
  'Legendary Creature — Human Scout',
  "Creatures you control with power 2 or less can't be blocked by creatures with power 3 or greater.\nIf an ability of a creature you control with power 2 or less triggers, that ability triggers an additional time.",
  '2/2',
);
const kinnan = card(
  'Kinnan, Bonder Prodigy',
  '{G}{U}',
  'Legendary Creature — Human Druid',
  'Whenever you tap a nonland permanent for mana, add one mana of any type that permanent produced.\n{5}{G}{U}: Look at the top five cards of your library. You may put a non-Human creature card from among them onto the battlefield. Put the rest on the bottom of your library in a random order.',
  '2/2',
);
const CARDS = compiled(katara, poxbearers, visionary, murder, wrath, chief, pup, delney, kinnan);

const lands = (n: number) => Array.from({ length: n }, (_, i) => ['Plains', 'Forest', 'Swamp'][i % 3] as string);

/** P1 with `battlefield` and lands casts `spell` in their main phase; every trigger resolved. */
function play(battlefield: unknown[], spell: string | null): Game {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: [...battlefield, ...lands(9)],
          hand: spell ? [spell] : ['Murder'],
          library: ['Island', 'Island', 'Island', 'Island'],
        },
        p2: { library: ['Island'] },
      },
    },
    spell ? [{ cast: spell }, { pass: true }] : [],
    { cards: CARDS },
  );
  settle(g);
  return g;
}

/** Orders the triggered abilities waiting (as listed, CR 603.3b) and resolves the stack. */
function settle(g: Game): void {
  for (let i = 0; i < 10 && (g.state.stack.length || g.state.pendingDecision); i++) {
    expect(g.error).toBeNull();
    for (let d = g.state.pendingDecision; d?.kind === 'chooseOrder'; d = g.state.pendingDecision)
      g.act({ decide: (d.options ?? []).map((o) => o.value) });
    run(g);
  }
  expect(g.error).toBeNull();
}

/** P1's tokens named `name` on the battlefield. */
const tokens = (g: Game, name: string) => g.names('p1', 'battlefield').filter((n) => n === name).length;

describe('a triggered ability of a permanent named by its characteristics triggers an additional time (CR 603.2d)', () => {
  it("Katara: an Ally's dies ability triggers twice (looking back, 603.10a)", () => {
    const g = play(['Katara, the Fearless', 'Pretending Poxbearers'], null);
    g.act({ cast: 'Murder', targets: ['Pretending Poxbearers'] } as never);
    settle(g);
    expect(g.names('p1', 'graveyard')).toContain('Pretending Poxbearers');
    expect(tokens(g, 'Ally Token (token)')).toBe(2);
  });

  it('Katara and the Ally die at once: the Ally’s dies ability still sees Katara (603.10a) and triggers twice', () => {
    const g = play(['Katara, the Fearless', 'Pretending Poxbearers'], 'Wrath of God');
    expect(g.names('p1', 'graveyard')).toEqual(
      expect.arrayContaining(['Katara, the Fearless', 'Pretending Poxbearers', 'Wrath of God']),
    );
    expect(tokens(g, 'Ally Token (token)')).toBe(2);
  });

  it('without Katara the Ally’s dies ability triggers once', () => {
    const g = play(['Pretending Poxbearers'], 'Wrath of God');
    expect(tokens(g, 'Ally Token (token)')).toBe(1);
  });

  it("Katara: a non-Ally's enters ability triggers once", () => {
    const g = play(['Katara, the Fearless'], 'Elvish Visionary');
    expect(g.names('p1', 'hand')).toEqual(['Island']);
  });

  it("Chief of the Wilds: another Wolf's ability twice, Chief's own once ('another', 603.2d)", () => {
    const g = play(['Chief of the Wilds'], 'Ferocious Pup');
    // The Pup's enters ability twice: two Wolf tokens. Chief's own ability once for each Wolf
    // entering (the Pup and two tokens): six counters, not twelve.
    expect(tokens(g, 'Wolf Token (token)')).toBe(2);
    expect(g.get('Chief of the Wilds').counters['+1/+1']).toBe(6);
  });

  it("Delney: Kinnan's triggered mana ability resolves twice as Llanowar Elves is tapped for {G} (605.1b)", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              'Delney, Streetwise Lookout',
              'Kinnan, Bonder Prodigy',
              { id: 'elves', card: 'Llanowar Elves' },
            ],
          },
          p2: {},
        },
      },
      [{ activate: 'elves', ability: 0 }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.manaPool).toEqual({ G: 3 });
    const once = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Kinnan, Bonder Prodigy', { id: 'elves', card: 'Llanowar Elves' }] }, p2: {} },
      },
      [{ activate: 'elves', ability: 0 }],
      { cards: CARDS },
    );
    expect(once.state.players.p1.manaPool).toEqual({ G: 2 });
  });

  it('stays text: a source that may be a spell, "but don\'t own", "Shaman or another Wizard"', () => {
    const echoes = card(
      'Echoes of Eternity',
      '{4}{C}{C}',
      'Kindred Enchantment — Eldrazi',
      'If a triggered ability of a colorless spell you control or another colorless permanent you control triggers, that ability triggers an additional time.',
    );
    const jabs = card(
      'Jabs, Mistress of Mockery',
      '{3}{R}',
      'Legendary Creature — Human Rogue',
      "If a triggered ability of a permanent you control but don't own triggers, that ability triggers an additional time.",
      '3/3',
    );
    const prodigy = card(
      'Harmonic Prodigy',
      '{1}{R}',
      'Creature — Human Wizard',
      'Prowess\nIf an ability of a Shaman or another Wizard you control triggers, that ability triggers an additional time.',
      '1/3',
    );
    for (const c of [echoes, jabs, prodigy]) expect(unenforced(c).some((t) => /additional time/.test(t))).toBe(true);
  });
});
