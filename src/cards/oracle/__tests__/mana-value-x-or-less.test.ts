// "with mana value X or less" (CR 107.3, 202.3): X is the X the spell was cast with (601.2b), read
// as the spell resolves or as its targets are chosen; a card whose mana value is greater doesn't
// match. An X the text defines ("where X is …") stays text (a permanent's ability with {X} in
// its cost: ability-x-mana-value.test.ts).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const zenith = card(
  "Green Sun's Zenith",
  '{X}{G}',
  'Sorcery',
  "Search your library for a green creature card with mana value X or less, put it onto the battlefield, then shuffle. Shuffle Green Sun's Zenith into its owner's library.",
);
const stir = card(
  'Stir the Grave',
  '{X}{B}',
  'Sorcery',
  'Return target creature card with mana value X or less from your graveyard to the battlefield.',
);
const march = card('Forced March', '{X}{B}{B}{B}', 'Sorcery', 'Destroy all creatures with mana value X or less.');

describe('"with mana value X or less" (CR 107.3, 202.3)', () => {
  it("Green Sun's Zenith with X = 2 finds a green creature of mana value 2 or less, not Giant Spider (4) or white Isamaru (1)", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Forest', 'Forest', 'Forest'],
            hand: ["Green Sun's Zenith"],
            library: [
              { id: 'spider', card: 'Giant Spider' },
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'hound', card: 'Isamaru, Hound of Konda' },
              { id: 'elves', card: 'Llanowar Elves' },
            ],
          },
        },
      },
      [{ cast: "Green Sun's Zenith", x: 2 }, { pass: true }],
      { cards: compiled(zenith) },
    );
    expect(g.error).toBeNull();
    const d = g.state.pendingDecision;
    expect(d).toMatchObject({ kind: 'chooseObjects', max: 1 });
    const cands = (d as { candidates: string[] }).candidates;
    expect([...cands].sort()).toEqual([g.get('bears').id, g.get('elves').id].sort());
    g.act({ decide: ['bears'] });
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
    // The Zenith itself is shuffled into the library: four cards there, none in the graveyard.
    expect(g.state.players.p1.library).toHaveLength(4);
    expect(g.names('p1', 'graveyard')).toEqual([]);
  });

  it('Stir the Grave with X = 2 returns Grizzly Bears (2) but cannot target Giant Spider (4)', () => {
    const setup = {
      turn: main,
      players: {
        p1: {
          battlefield: ['Swamp', 'Swamp', 'Swamp'],
          hand: ['Stir the Grave'],
          graveyard: [
            { id: 'bears', card: 'Grizzly Bears' },
            { id: 'spider', card: 'Giant Spider' },
          ],
        },
      },
    };
    const cards = compiled(stir);
    const g = game(setup, [{ cast: 'Stir the Grave', x: 2, targets: ['bears'] }, { pass: true }], { cards });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
    const h = game(setup, [], { cards });
    expect(() => h.act({ cast: 'Stir the Grave', x: 2, targets: ['spider'] })).toThrow(/target|legal/);
  });

  it('Forced March with X = 1 destroys the creatures of mana value 1 or less and leaves Grizzly Bears', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Forced March'] },
          p2: { battlefield: ['Llanowar Elves', 'Birds of Paradise', 'Grizzly Bears'] },
        },
      },
      [{ cast: 'Forced March', x: 1 }, { pass: true }],
      { cards: compiled(march) },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'battlefield')).toEqual(['Grizzly Bears']);
    expect(g.names('p2', 'graveyard').sort()).toEqual(['Birds of Paradise', 'Llanowar Elves']);
  });

  it('near misses: an X the text defines (Spellstutter Sprite) and an X paid as a trigger resolves (Taj-Nar Swordsmith) stay text', () => {
    const sprite = card(
      'Spellstutter Sprite',
      '{1}{U}',
      'Creature — Faerie Wizard',
      'Flash\nFlying\nWhen this creature enters, counter target spell with mana value X or less, where X is the number of Faeries you control.',
      '1/1',
    );
    const swordsmith = card(
      'Taj-Nar Swordsmith',
      '{3}{W}',
      'Creature — Cat Soldier',
      'When this creature enters, you may pay {X}. If you do, search your library for an Equipment card with mana value X or less, put that card onto the battlefield, then shuffle.',
      '2/3',
    );
    expect(unenforced(sprite)).toEqual([
      'When this creature enters, counter target spell with mana value X or less, where X is the number of Faeries you control.',
    ]);
    expect(unenforced(swordsmith)).toEqual([
      'When this creature enters, you may pay {X}. If you do, search your library for an Equipment card with mana value X or less, put that card onto the battlefield, then shuffle.',
    ]);
  });
});
