// "As this land enters, choose a color other than black." with "{T}: Add {B} or one mana of the
// chosen color." (the Gates; the Thriving lands write "This land enters tapped. As it enters, …"):
// its controller chooses one of the four other colours as it enters (CR 614.12), and the mana
// ability adds {B} or that colour (106.1). "This land enters tapped unless your opponents control
// eight or more lands" (the Turbulent lands, CR 614.1d): what the opponents control together.
// "This creature enters with X +1/+1 counters on it, where X is the number of instant and sorcery
// cards in all graveyards" (Academy Elite, CR 614.1c): a count the entering creature can never be
// part of; one it could be part of ("creature cards", Drakestown Forgotten) stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const moor = card(
  'Thriving Moor',
  '',
  'Land',
  'This land enters tapped. As it enters, choose a color other than black.\n{T}: Add {B} or one mana of the chosen color.',
);
const cliffgate = card(
  'Cliffgate',
  '',
  'Land — Gate',
  'This land enters tapped.\nAs this land enters, choose a color other than red.\n{T}: Add {R} or one mana of the chosen color.',
);
const fen = card(
  'Turbulent Fen',
  '',
  'Land — Swamp Forest',
  '({T}: Add {B} or {G}.)\nThis land enters tapped unless your opponents control eight or more lands.',
);
const predator = card(
  'Lashwhip Predator',
  '{4}{G}{G}',
  'Creature — Plant Beast',
  'This spell costs {2} less to cast if your opponents control three or more creatures.\nReach',
  '5/7',
);
const elite = card(
  'Academy Elite',
  '{3}{U}',
  'Creature — Human Wizard',
  'This creature enters with X +1/+1 counters on it, where X is the number of instant and sorcery cards in all graveyards.\n{2}{U}, Remove a +1/+1 counter from this creature: Draw a card, then discard a card.',
  '0/0',
);
const CARDS = compiled(moor, cliffgate, fen, predator, elite);

describe('"choose a color other than …" and "Add {B} or one mana of the chosen color" (CR 614.12, 106.1)', () => {
  it('Thriving Moor played: tapped, black is not offered; untapped, it adds {B} or the chosen colour only', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: [{ id: 'moor', card: 'Thriving Moor' }], library: ['Island', 'Island'] },
          p2: { library: ['Island', 'Island'] },
        },
      },
      [{ cast: 'moor' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const asked = g.state.pendingDecision as { player: string; rule: string; options: { value: string }[] };
    expect(asked).toMatchObject({ player: 'p1', kind: 'chooseOption', rule: '614.12' });
    expect(asked.options.map((o) => o.value)).toEqual(['W', 'U', 'R', 'G']);
    g.act({ decide: 'R' });
    expect(g.get('moor')).toMatchObject({ zone: 'battlefield', tapped: true, chosenColor: 'R' });
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'next-turn' });
    expect(g.get('moor').tapped).toBe(false);
    expect(() => g.act({ activate: 'moor', ability: 0, mana: 'G' })).toThrow(/can't produce \{G\}/);
    g.act({ activate: 'moor', ability: 0, mana: 'R' });
    expect(g.state.players.p1.manaPool).toEqual({ R: 1 });
  });

  it('Cliffgate: red is not offered; with blue chosen it adds {R} or {U}, never another colour', () => {
    const g = game(
      { turn: main, players: { p1: { hand: [{ id: 'gate', card: 'Cliffgate' }] }, p2: {} } },
      [{ cast: 'gate' }],
      { cards: CARDS },
    );
    const asked = g.state.pendingDecision as { options: { value: string; label: string }[] };
    expect(asked.options.map((o) => o.label)).toEqual(['white', 'blue', 'black', 'green']);
    g.act({ decide: 'U' });
    expect(g.get('gate')).toMatchObject({ tapped: true, chosenColor: 'U' });
    const later = game(
      {
        turn: main,
        players: { p1: { battlefield: [{ id: 'gate', card: 'Cliffgate', chosenColor: 'U' }] }, p2: {} },
      },
      [],
      { cards: CARDS },
    );
    expect(() => later.act({ activate: 'gate', ability: 0, mana: 'B' })).toThrow(/can't produce \{B\}/);
    later.act({ activate: 'gate', ability: 0, mana: 'U' });
    expect(later.state.players.p1.manaPool).toEqual({ U: 1 });
  });

  it('with no colour chosen (a scenario started without one), it adds only {R}', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: [{ id: 'gate', card: 'Cliffgate' }] }, p2: {} } },
      [{ activate: 'gate', ability: 0 }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.manaPool).toEqual({ R: 1 });
  });

  it('near misses stay text: "choose two colors", "a card type other than creature or land"', () => {
    expect(
      unenforced(
        card(
          'Stenn, Paranoid Partisan',
          '{W}{U}',
          'Legendary Creature — Human Wizard',
          "As Stenn enters, choose a card type other than creature or land.\nSpells you cast of the chosen type cost {1} less to cast.\n{1}{W}{U}: Exile Stenn. Return it to the battlefield under its owner's control at the beginning of the next end step.",
          '2/2',
        ),
      ),
    ).toContain('As Stenn enters, choose a card type other than creature or land.');
    expect(
      unenforced(
        card(
          'Tablet of the Guilds',
          '{2}',
          'Artifact',
          'As this artifact enters, choose two colors.\nWhenever you cast a spell, for each of the chosen colors, if that spell is that color, you gain 1 life.',
        ),
      ),
    ).toContain('As this artifact enters, choose two colors.');
  });
});

describe('"enters tapped unless your opponents control eight or more lands" (CR 614.1d)', () => {
  const play = (lands: number) => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: [{ id: 'fen', card: 'Turbulent Fen' }], battlefield: Array(9).fill('Swamp') },
          p2: { battlefield: Array(lands).fill('Island') },
        },
      },
      [{ cast: 'fen' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    return g.get('fen').tapped;
  };
  it("counts only the opponents' lands: 7 tapped, 8 untapped", () => {
    expect(play(7)).toBe(true);
    expect(play(8)).toBe(false);
  });

  it('Lashwhip Predator costs {2} less while the opponents control three or more creatures', () => {
    const cast = (bears: number) =>
      game(
        {
          turn: main,
          players: {
            p1: { hand: [{ id: 'p', card: 'Lashwhip Predator' }], battlefield: Array(4).fill('Forest') },
            p2: { battlefield: Array(bears).fill('Grizzly Bears') },
          },
        },
        [{ cast: 'p' }, { pass: true }],
        { cards: CARDS },
      );
    const three = cast(3);
    expect(three.error).toBeNull();
    expect(three.get('p').zone).toBe('battlefield');
    expect(cast(2).error).toMatch(/no way to pay/);
  });
});

describe('"enters with X +1/+1 counters, where X is the number of … cards in all graveyards" (CR 614.1c)', () => {
  it('Academy Elite counts instant and sorcery cards in both graveyards, not creature cards', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: [{ id: 'elite', card: 'Academy Elite' }],
            battlefield: Array(4).fill('Island'),
            graveyard: ['Lightning Bolt', 'Divination', 'Grizzly Bears'],
          },
          p2: { graveyard: ['Lava Axe', 'Grizzly Bears'] },
        },
      },
      [{ cast: 'elite' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('elite')).toMatchObject({ zone: 'battlefield', counters: { '+1/+1': 3 } });
  });

  it('near misses stay text: a count the entering creature could be part of', () => {
    // A hand count: the creature was in its owner's hand as it was cast, and the compiler reads no
    // count that corrects for that (Drakestown Forgotten's graveyard count is read: the entering
    // card counts itself as it was just before, enters-with-graveyard-count.test.ts).
    const seekers = card(
      'Realm Seekers',
      '{4}{G}{G}',
      'Creature — Elf Scout',
      "This creature enters with X +1/+1 counters on it, where X is the total number of cards in all players' hands.\n{2}{G}, Remove a +1/+1 counter from this creature: Search your library for a land card, reveal it, put it into your hand, then shuffle.",
      '0/0',
    );
    expect(unenforced(seekers)).toEqual([
      "This creature enters with X +1/+1 counters on it, where X is the total number of cards in all players' hands.",
    ]);
  });
});
