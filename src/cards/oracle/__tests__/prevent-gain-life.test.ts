// "You gain life equal to the damage prevented this way" after a prevention shield (CR 615.5): a
// further effect of the shield, carried out right as it prevents damage, by whoever controlled the
// spell that made it. Hallow on an opponent's Lightning Bolt: its 3 damage is prevented and Hallow's
// caster gains 3. Reverse Damage: the Shock chosen is prevented once (609.7a), the caster gains 2,
// a Lightning Bolt after it is dealt. Chant of Vitu-Ghazi: the Bears' combat damage is prevented and gained,
// a Shock (not a creature) is dealt. Near misses stay text: Bone Mask's "Exile cards
// … equal to the damage prevented this way", and life after a sentence that made two shields.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const hallow = card(
  'Hallow',
  '{W}',
  'Instant',
  'Prevent all damage target spell would deal this turn. You gain life equal to the damage prevented this way.',
);
const reverseDamage = card(
  'Reverse Damage',
  '{1}{W}{W}',
  'Instant',
  'The next time a source of your choice would deal damage to you this turn, prevent that damage. You gain life equal to the damage prevented this way.',
);
const chant = card(
  'Chant of Vitu-Ghazi',
  '{6}{W}{W}',
  'Instant',
  "Convoke (Your creatures can help cast this spell. Each creature you tap while casting this spell pays for {1} or one mana of that creature's color.)\nPrevent all damage that would be dealt by creatures this turn. You gain life equal to the damage prevented this way.",
);
const CARDS = compiled(hallow, reverseDamage, chant);

describe('"You gain life equal to the damage prevented this way" (CR 615.5)', () => {
  it("Hallow on an opponent's Lightning Bolt: no damage, and Hallow's caster gains 3", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain'], hand: ['Lightning Bolt'] },
          p2: { battlefield: ['Plains'], hand: ['Hallow'] },
        },
      },
      [
        { cast: 'Lightning Bolt', targets: ['p2'] },
        { cast: 'Hallow', player: 'p2', targets: ['Lightning Bolt'] },
        { pass: true },
        { pass: true },
        { pass: true },
        { pass: true },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.stack).toHaveLength(0);
    expect(g.state.players.p2.life).toBe(23);
    expect(g.state.players.p1.life).toBe(20);
  });

  it('Reverse Damage: the chosen Shock is prevented and its 2 gained; then a Lightning Bolt is dealt', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', 'Mountain'], hand: ['Shock', 'Lightning Bolt'] },
          p2: { battlefield: ['Plains', 'Plains', 'Plains'], hand: ['Reverse Damage'] },
        },
      },
      [{ cast: 'Shock', targets: ['p2'] }, { cast: 'Reverse Damage', player: 'p2' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision?.kind).toBe('chooseObjects');
    g.act({ decide: [g.get('Shock').id], player: 'p2' });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.state.stack).toHaveLength(0);
    expect(g.state.players.p2.life).toBe(22);
    g.act({ cast: 'Lightning Bolt', targets: ['p2'] });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(19);
  });

  it("Chant of Vitu-Ghazi: the Bears' combat damage is prevented and gained; a Shock (no creature) is dealt", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [...Array<string>(8).fill('Plains'), 'Mountain', { id: 'bears', card: 'Grizzly Bears' }],
            hand: ['Chant of Vitu-Ghazi', 'Shock'],
          },
        },
      },
      [{ cast: 'Chant of Vitu-Ghazi' }, { decide: [] }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.stack).toHaveLength(0);
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['bears'] });
    g.act({ advance: 'combatDamage' });
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(20);
    expect(g.state.players.p1.life).toBe(22);
    g.act({ advance: 'main2' });
    g.act({ cast: 'Shock', targets: ['p2'] });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(18);
    expect(g.state.players.p1.life).toBe(22);
  });

  it('near misses stay text: exiling cards "equal to the damage prevented this way"; life after two shields', () => {
    const boneMask = card(
      'Bone Mask',
      '{4}',
      'Artifact',
      '{2}, {T}: The next time a source of your choice would deal damage to you this turn, prevent that damage. Exile cards from the top of your library equal to the damage prevented this way.',
    );
    expect(unenforced(boneMask)).toHaveLength(1);
    const both = card(
      'Test Ward',
      '{W}',
      'Instant',
      'Prevent all damage that would be dealt to and dealt by target creature this turn. You gain life equal to the damage prevented this way.',
    );
    expect(unenforced(both)).toHaveLength(1);
  });
});
