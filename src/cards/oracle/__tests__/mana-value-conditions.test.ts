// Mana value in a condition (CR 202.3): "If that spell has mana value 5 or greater" (a cast
// trigger's spell, 601.2i) and, in the past tense, "If its mana value was 3 or less" after the
// object was destroyed: read as it last existed on the battlefield (608.2h), checked as the
// spell resolves (608.2c). Near miss that stays text: the present tense "If its mana value is 2
// or less" after "Destroy target artifact" (Containment Breach: the object has left, and "is"
// would read the new object in the graveyard, or nothing for a token).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const extinguish = card(
  'Extinguish the Light',
  '{2}{B}{B}',
  'Instant',
  'Destroy target creature or planeswalker. If its mana value was 3 or less, you gain 3 life.',
);
const herald = card(
  'Herald of Ilharg',
  '{2}{R}{G}',
  'Creature — Boar Beast',
  'Trample\nWhenever you cast a creature spell, put two +1/+1 counters on this creature. If that spell has mana value 5 or greater, this creature deals damage equal to the number of counters on it to each opponent.',
  '3/3',
);
const wurm = card('Craw Wurm', '{4}{G}{G}', 'Creature — Wurm', '', '6/4');
const giant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');
const breach = card(
  'Containment Breach',
  '{2}{G}',
  'Sorcery — Lesson',
  'Destroy target artifact or enchantment. If its mana value is 2 or less, create a 1/1 black and green Pest creature token with "When this token dies, you gain 1 life."',
);
const cards = compiled(extinguish, herald, wurm, giant);

describe('"If its mana value was 3 or less" after "Destroy target creature" (CR 608.2h)', () => {
  const destroy = (victim: string) =>
    game(
      {
        turn: main,
        players: {
          p1: { battlefield: Array<string>(4).fill('Swamp'), hand: [{ id: 'spell', card: 'Extinguish the Light' }] },
          p2: { battlefield: [{ id: 'victim', card: victim }] },
        },
      },
      [{ cast: 'spell', targets: ['victim'] }, { pass: true }],
      { cards },
    );

  it('Grizzly Bears (mana value 2): destroyed, and 3 life', () => {
    const g = destroy('Grizzly Bears');
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.state.players.p1.life).toBe(23);
  });

  it('Hill Giant (mana value 4): destroyed, no life', () => {
    const g = destroy('Hill Giant');
    expect(g.names('p2', 'graveyard')).toEqual(['Hill Giant']);
    expect(g.state.players.p1.life).toBe(20);
  });
});

describe('"If that spell has mana value 5 or greater" (a cast trigger\'s spell)', () => {
  const castCreature = (creature: string) => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'herald', card: 'Herald of Ilharg' }, ...Array<string>(6).fill('Forest')],
            hand: [{ id: 'creature', card: creature }],
          },
        },
      },
      [{ cast: 'creature' }],
      { cards },
    );
    while (g.stack().length) g.act({ pass: true });
    return g;
  };

  it('Craw Wurm (mana value 6): two counters, then 2 damage to the opponent', () => {
    const g = castCreature('Craw Wurm');
    expect(g.error).toBeNull();
    expect(g.get('herald').counters?.['+1/+1']).toBe(2);
    expect(g.state.players.p2.life).toBe(18);
  });

  it('Grizzly Bears (mana value 2): two counters, no damage', () => {
    const g = castCreature('Grizzly Bears');
    expect(g.get('herald').counters?.['+1/+1']).toBe(2);
    expect(g.state.players.p2.life).toBe(20);
  });

  it('near miss stays text: "If its mana value is 2 or less" after the object was destroyed', () => {
    expect(unenforced(breach)).toHaveLength(1);
  });
});
