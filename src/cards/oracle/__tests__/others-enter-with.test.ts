// Another permanent's replacement effect on what enters after it (CR 614.1c, 614.12): "Each other
// Warrior creature you control enters with an additional +1/+1 counter on it" (Bramblewood
// Paragon), "… a number of additional +1/+1 counters on it equal to Arwen's toughness", "… an
// additional +1/+1 counter on it" for each other non-Human (Grumgully). It applies however the permanent enters (cast, or
// put onto the battlefield by an effect), only to what matches relative to the source's
// controller, and never to the source itself.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const paragon = card(
  'Bramblewood Paragon',
  '{1}{G}',
  'Creature — Elf Warrior',
  'Each other Warrior creature you control enters with an additional +1/+1 counter on it.\nEach creature you control with a +1/+1 counter on it has trample.',
  '2/2',
);
const elvishWarrior = card('Elvish Warrior', '{G}{G}', 'Creature — Elf Warrior', '', '2/3');
const arwen = card(
  'Arwen, Weaver of Hope',
  '{1}{G}{G}',
  'Legendary Creature — Elf Noble',
  "Each other creature you control enters with a number of additional +1/+1 counters on it equal to Arwen's toughness.",
  '2/1',
);
const grumgully = card(
  'Grumgully, the Generous',
  '{1}{R}{G}',
  'Legendary Creature — Goblin Shaman',
  'Each other non-Human creature you control enters with an additional +1/+1 counter on it.',
  '3/3',
);
const vanguard = card('Elite Vanguard', '{W}', 'Creature — Human Soldier', '', '2/1');
const zombify = card(
  'Zombify',
  '{3}{B}',
  'Sorcery',
  'Return target creature card from your graveyard to the battlefield.',
);

describe('"Each other … you control enters with an additional … counter on it" (CR 614.1c)', () => {
  it('Bramblewood Paragon: a Warrior cast by its controller enters with a +1/+1 counter; a non-Warrior does not', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Forest', 'Forest', 'Forest', 'Forest', { id: 'paragon', card: 'Bramblewood Paragon' }],
            hand: [
              { id: 'w', card: 'Elvish Warrior' },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [{ cast: 'w' }, { pass: true }, { cast: 'bears' }, { pass: true }],
      { cards: compiled(paragon, elvishWarrior) },
    );
    expect(g.error).toBeNull();
    expect(g.get('w')).toMatchObject({ zone: 'battlefield', counters: { '+1/+1': 1 } });
    expect(pt(g, 'w')).toEqual([3, 4]);
    expect(g.get('bears').zone).toBe('battlefield');
    expect(g.get('bears').counters['+1/+1'] ?? 0).toBe(0);
    expect(g.get('paragon').counters['+1/+1'] ?? 0).toBe(0);
    expect(g.has('CountersAdded', '614.1c')).toBe(true);
  });

  it("Bramblewood Paragon gets no counter from itself as it enters, nor from an opponent's Paragon", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Forest', 'Forest', { id: 'w1', card: 'Elvish Warrior' }],
            hand: [{ id: 'paragon', card: 'Bramblewood Paragon' }],
          },
          p2: { battlefield: [{ id: 'theirs', card: 'Bramblewood Paragon' }] },
        },
      },
      [{ cast: 'paragon' }, { pass: true }],
      { cards: compiled(paragon, elvishWarrior) },
    );
    expect(g.error).toBeNull();
    expect(g.get('paragon').zone).toBe('battlefield');
    // p2's Paragon reads "you control" as p2: p1's entering Warrior gets nothing from it.
    expect(g.get('paragon').counters['+1/+1'] ?? 0).toBe(0);
  });

  it('Arwen: a creature returned by Zombify enters with counters equal to her toughness (1)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', { id: 'arwen', card: 'Arwen, Weaver of Hope' }],
            hand: ['Zombify'],
            graveyard: [{ id: 'bears', card: 'Grizzly Bears' }],
          },
        },
      },
      [{ cast: 'Zombify', targets: ['bears'] }, { pass: true }],
      { cards: compiled(arwen, zombify) },
    );
    expect(g.error).toBeNull();
    expect(g.get('bears')).toMatchObject({ zone: 'battlefield', counters: { '+1/+1': 1 } });
    expect(pt(g, 'bears')).toEqual([3, 3]);
  });

  it("Arwen's amount is her toughness as the creature enters: with two +1/+1 counters on her, two", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Forest', 'Forest', { id: 'arwen', card: 'Arwen, Weaver of Hope', counters: { '+1/+1': 2 } }],
            hand: [{ id: 'bears', card: 'Grizzly Bears' }],
          },
        },
      },
      [{ cast: 'bears' }, { pass: true }],
      { cards: compiled(arwen) },
    );
    expect(g.error).toBeNull();
    expect(g.get('bears').counters).toMatchObject({ '+1/+1': 3 });
  });

  it('Grumgully: a non-Human (Grizzly Bears) gets the counter, a Human (Elite Vanguard) does not', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Plains', 'Forest', 'Forest', 'Forest', { id: 'grumgully', card: 'Grumgully, the Generous' }],
            hand: [
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'human', card: 'Elite Vanguard' },
            ],
          },
        },
      },
      [{ cast: 'bears' }, { pass: true }, { cast: 'human' }, { pass: true }],
      { cards: compiled(grumgully, vanguard) },
    );
    expect(g.error).toBeNull();
    expect(g.get('bears').counters).toMatchObject({ '+1/+1': 1 });
    expect(g.get('human').zone).toBe('battlefield');
    expect(g.get('human').counters['+1/+1'] ?? 0).toBe(0);
  });

  it('near misses stay text: a further change, "already", an amount counted on the battlefield', () => {
    expect(
      unenforced(
        card(
          'Master Biomancer',
          '{2}{G}{U}',
          'Creature — Elf Wizard',
          "Each other creature you control enters with a number of additional +1/+1 counters on it equal to this creature's power and as a Mutant in addition to its other types.",
          '2/4',
        ),
      ),
    ).toHaveLength(1);
    expect(
      unenforced(
        card(
          'Thunderous Velocipede',
          '{1}{G}{G}',
          'Artifact — Vehicle',
          'Trample\nEach other Vehicle and creature you control enters with an additional +1/+1 counter on it if its mana value is 4 or less. Otherwise, it enters with three additional +1/+1 counters on it.\nCrew 3',
          '5/5',
        ),
      ),
    ).toHaveLength(1);
    // Vampire Socialite's "As long as an opponent lost life this turn, …" is read now
    // (enters-more-readings.test.ts; CR 611.3a).
    expect(
      unenforced(
        card(
          'Giada, Font of Hope',
          '{1}{W}',
          'Legendary Creature — Angel',
          'Flying, vigilance\nEach other Angel you control enters with an additional +1/+1 counter on it for each Angel you already control.\n{T}: Add {W}. Spend this mana only to cast an Angel spell.',
          '2/2',
        ),
      ),
    ).toEqual([
      'Each other Angel you control enters with an additional +1/+1 counter on it for each Angel you already control.',
    ]);
  });
});
