// "{T}: Add one mana of any color in your commander's color identity." (Command Tower, Arcane
// Signet; CR 903.4): the colours of the mana symbols in the commander card's mana cost and rules
// text (Rhys the Exiled: {2}{G} and "{B}, Sacrifice an Elf" — green and black). Without a
// commander the colour is undefined and it adds nothing (903.4f, 106.5); an opponent's commander
// is not "your commander".
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const tower = card('Command Tower', '', 'Land', "{T}: Add one mana of any color in your commander's color identity.");
const signet = card(
  'Arcane Signet',
  '{2}',
  'Artifact',
  "{T}: Add one mana of any color in your commander's color identity.",
);
const rhys = card(
  'Rhys the Exiled',
  '{2}{G}',
  'Legendary Creature — Elf Warrior',
  'Whenever Rhys attacks, you gain 1 life for each Elf you control.\n{B}, Sacrifice an Elf: Regenerate Rhys.',
  '3/2',
);
// Grizzly Bears, Isamaru, Hound of Konda and basic lands are the registry's own.
const cards = compiled(tower, signet, rhys);
const library = ['Island', 'Island'];
const rhysCommander = { card: 'Rhys the Exiled', commander: true };

describe("mana in your commander's color identity (CR 903.4)", () => {
  it('Command Tower with Rhys the Exiled as commander: {G} or {B} (from its rules text), never {W}', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Command Tower'], graveyard: [rhysCommander], library }, p2: {} } },
      [{ activate: 'Command Tower', ability: 0, mana: 'B' }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.manaPool).toEqual({ B: 1 });
    const w = game(
      { turn: main, players: { p1: { battlefield: ['Command Tower'], graveyard: [rhysCommander], library }, p2: {} } },
      [],
      { cards },
    );
    expect(() => w.act({ activate: 'Command Tower', ability: 0, mana: 'W' })).toThrow(/can't produce \{W\}/);
  });

  it('Arcane Signet pays the {G} of Grizzly Bears automatically under a Rhys commander', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Arcane Signet', 'Island', rhysCommander], hand: ['Grizzly Bears'], library },
          p2: {},
        },
      },
      [{ cast: 'Grizzly Bears' }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Grizzly Bears']);
    expect(g.get('Arcane Signet').tapped).toBe(true);
  });

  it('no commander of your own (only the opponent has one): the colour is undefined, no mana (903.4f)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Command Tower'], library },
          p2: { battlefield: [{ card: 'Isamaru, Hound of Konda', commander: true }], library },
        },
      },
      [{ activate: 'Command Tower', ability: 0 }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.manaPool).toEqual({});
    expect(g.get('Command Tower').tapped).toBe(true);
  });

  it('near miss stays text: a rider on the mana spent to cast the commander (Opal Palace)', () => {
    const palace = card(
      'Opal Palace',
      '',
      'Land',
      "{T}: Add {C}.\n{1}, {T}: Add one mana of any color in your commander's color identity. If you spend this mana to cast your commander, it enters with a number of additional +1/+1 counters on it equal to the number of times it's been cast from the command zone this game.",
    );
    expect(unenforced(palace)).toHaveLength(1);
  });
});
