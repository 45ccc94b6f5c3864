// "As this artifact enters, choose a color." with "{T}: Add one mana of the chosen color."
// (Coldsteel Heart; CR 614.12, 106.1): the mana ability adds the colour its own source chose as it
// entered; with none chosen, the type is undefined and it adds nothing (106.5). "This land enters
// tapped. As it enters, choose a color." (Crossroads Village) is both replacements, applied as it
// enters (614.1c).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const heart = card(
  'Coldsteel Heart',
  '{2}',
  'Snow Artifact',
  'This artifact enters tapped.\nAs this artifact enters, choose a color.\n{T}: Add one mana of the chosen color.',
);
const village = card(
  'Crossroads Village',
  '',
  'Land — Town',
  'This land enters tapped. As it enters, choose a color.\n{T}: Add one mana of the chosen color.',
);
const elves = card(
  'Quirion Elves',
  '{1}{G}',
  'Creature — Elf Druid',
  'As this creature enters, choose a color.\n{T}: Add {G}.\n{T}: Add one mana of the chosen color.',
  '1/1',
);
const CARDS = compiled(heart, village, elves);

describe('"Add one mana of the chosen color" (CR 614.12, 106.1)', () => {
  it('Crossroads Village played: it enters tapped with the colour asked; untapped, it adds only that colour', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: [{ id: 'v', card: 'Crossroads Village' }], library: ['Island', 'Island'] },
          p2: { library: ['Island', 'Island'] },
        },
      },
      [{ cast: 'v' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ player: 'p1', kind: 'chooseOption', rule: '614.12' });
    g.act({ decide: 'U' });
    expect(g.get('v')).toMatchObject({ zone: 'battlefield', tapped: true, chosenColor: 'U' });
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'next-turn' });
    expect(g.state.turn.active).toBe('p1');
    expect(g.get('v').tapped).toBe(false);
    expect(() => g.act({ activate: 'v', ability: 0, mana: 'R' })).toThrow(/can't produce \{R\}/);
    g.act({ activate: 'v', ability: 0 });
    expect(g.state.players.p1.manaPool).toEqual({ U: 1 });
  });

  it('Coldsteel Heart pays a coloured cost only with its chosen colour (Grizzly Bears with a Plains)', () => {
    const setup = (color: 'G' | 'R') =>
      game(
        {
          turn: main,
          players: {
            p1: {
              battlefield: ['Plains', { id: 'heart', card: 'Coldsteel Heart', chosenColor: color }],
              hand: [{ id: 'bears', card: 'Grizzly Bears' }],
            },
            p2: {},
          },
        },
        [{ cast: 'bears' }, { pass: true }],
        { cards: CARDS },
      );
    const green = setup('G');
    expect(green.error).toBeNull();
    expect(green.get('bears').zone).toBe('battlefield');
    expect(green.get('heart').tapped).toBe(true);
    expect(setup('R').error).toMatch(/no way to pay/);
  });

  it('with no colour chosen (a scenario started without one), it adds no mana (CR 106.5)', () => {
    const g = game({ turn: main, players: { p1: { battlefield: [{ id: 'heart', card: 'Coldsteel Heart' }] } } }, [], {
      cards: CARDS,
    });
    g.act({ activate: 'heart', ability: 0 });
    expect(g.state.players.p1.manaPool).toEqual({});
    expect(g.has('NothingHappened', '106.5')).toBe(true);
  });

  it('Quirion Elves: {G} from one ability, the chosen colour from the other', () => {
    const g = game(
      {
        turn: { ...main, number: 5 },
        players: { p1: { battlefield: [{ id: 'elves', card: 'Quirion Elves', chosenColor: 'B' }] } },
      },
      [],
      { cards: CARDS },
    );
    g.act({ activate: 'elves', ability: 1 });
    expect(g.state.players.p1.manaPool).toEqual({ B: 1 });
  });

  it('near miss stays text: "two mana of the chosen color"', () => {
    expect(
      unenforced(
        card(
          'Sunken Citadel',
          '',
          'Land — Cave',
          'This land enters tapped. As it enters, choose a color.\n{T}: Add one mana of the chosen color.\n{T}: Add two mana of the chosen color. Spend this mana only to activate abilities of land sources.',
        ),
      ),
    ).toEqual(['{T}: Add two mana of the chosen color. Spend this mana only to activate abilities of land sources.']);
    // A colour "other than" one is read: as-enters-other-color.test.ts.
  });
});
