// Tokens the effect names and defines (CR 111.3, 111.4): "create a 0/1 red Kobold creature token
// named Kobolds of Kher Keep" (the card's own name read back in the token's), and "It has …"
// right after the creation: the keywords and quoted abilities are part of the token's definition
// ("… named Llanowar Elves. It has \"{T}: Add {G}.\""). Real pool cards, played in the engine.
import { describe, expect, it } from 'vitest';
import { allObjects, characteristics, readContext, type GameObject } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const keep = card(
  'Kher Keep',
  '',
  'Legendary Land',
  '{T}: Add {C}.\n{1}{R}, {T}: Create a 0/1 red Kobold creature token named Kobolds of Kher Keep.',
);
const mentor = card(
  'Llanowar Mentor',
  '{G}',
  'Creature — Elf Spellshaper',
  '{G}, {T}, Discard a card: Create a 1/1 green Elf Druid creature token named Llanowar Elves. It has "{T}: Add {G}."',
  '1/1',
);
const spitter = card(
  'Sparkspitter',
  '{2}{R}',
  'Creature — Elemental Spellshaper',
  '{R}, {T}, Discard a card: Create a 3/1 red Elemental creature token named Spark Elemental. It has trample, haste, and "At the beginning of the end step, sacrifice this token."',
  '1/3',
);
const CARDS = compiled(keep, mentor, spitter);

function tokens(g: Game): GameObject[] {
  return allObjects(g.state).filter((o) => o.token && o.zone === 'battlefield');
}

/** P1 activates `id`'s ability `ability` with the lands given; it resolves. */
function activate(battlefield: (string | object)[], id: string, ability: number): Game {
  const g = game(
    { turn: main, players: { p1: { battlefield, hand: ['Island'] } } },
    [{ activate: id, ability }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('named tokens and "It has …" (CR 111.4, 111.3)', () => {
  it('Kher Keep: a 0/1 red Kobold named "Kobolds of Kher Keep" (the card\'s own name in the token\'s)', () => {
    const g = activate(['Mountain', 'Mountain', { id: 'keep', card: 'Kher Keep' }], 'keep', 1);
    const [kobold] = tokens(g);
    const ch = characteristics(readContext(g.state, g.engine.registry), kobold!);
    expect([g.state.proxies[kobold!.def]?.name, ch.power, ch.toughness, ch.colors, ch.subtypes]).toEqual([
      'Kobolds of Kher Keep',
      0,
      1,
      ['R'],
      ['Kobold'],
    ]);
  });

  it('Llanowar Mentor: the token is named Llanowar Elves and has the mana ability "{T}: Add {G}"', () => {
    const g = activate(['Forest', { id: 'mentor', card: 'Llanowar Mentor' }], 'mentor', 0);
    expect(g.names('p1', 'graveyard')).toEqual(['Island']);
    const [elves] = tokens(g);
    const ch = characteristics(readContext(g.state, g.engine.registry), elves!);
    expect([g.state.proxies[elves!.def]?.name, ch.power, ch.toughness, ch.subtypes]).toEqual([
      'Llanowar Elves',
      1,
      1,
      ['Elf', 'Druid'],
    ]);
    const def = g.state.proxies[elves!.def];
    expect(def?.activated?.map((a) => a.mana)).toEqual([{ kind: 'fixed', mana: ['G'] }]);
  });

  it('Sparkspitter: Spark Elemental has trample and haste, and is sacrificed at the beginning of the end step', () => {
    const g = activate(['Mountain', { id: 'spitter', card: 'Sparkspitter' }], 'spitter', 0);
    const [spark] = tokens(g);
    const ch = characteristics(readContext(g.state, g.engine.registry), spark!);
    expect([g.state.proxies[spark!.def]?.name, ch.power, ch.toughness]).toEqual(['Spark Elemental', 3, 1]);
    expect([...ch.keywords].sort()).toEqual(['haste', 'trample']);
    g.act({ advance: 'end' });
    g.act({ pass: true });
    expect(tokens(g)).toHaveLength(0);
  });

  it('near misses stay text: "It has" after another instruction, a name with a shortened card name', () => {
    const later = card(
      'Sparkspitter',
      '{2}{R}',
      'Creature — Elemental Spellshaper',
      '{R}, {T}, Discard a card: Create a 3/1 red Elemental creature token. Put a +1/+1 counter on it. It has haste.',
      '1/3',
    );
    expect(unenforced(later)).toHaveLength(1);
    // "Rohgahh" would be read as the card itself: the token's full name is not known.
    const short = card(
      'Rohgahh, Kher Keep Overlord',
      '{3}{B}{R}',
      'Legendary Creature — Kobold Warrior',
      'Whenever you cast a Dragon spell, create a 0/1 red Kobold creature token named Kobolds of Rohgahh.',
      '4/4',
    );
    expect(unenforced(short)).toHaveLength(1);
  });
});
