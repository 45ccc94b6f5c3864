// What the turn remembers about life and leaving (CR 119.3, 120.3a, 400.7) on compiled real
// cards: "if an opponent lost life this turn" (damage to a player is life loss), "if you gained
// 4 or more life this turn" (the life gained in all, one gain or several), "if a player lost 4 or
// more life this turn" (one player's total), revolt's "if a permanent left the battlefield under
// your control this turn". Near miss: "if an opponent lost less than 8 life" stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const bloodthief = card(
  'Stromkirk Bloodthief',
  '{2}{B}',
  'Creature — Vampire Rogue',
  'At the beginning of your end step, if an opponent lost life this turn, put a +1/+1 counter on target Vampire you control.',
  '2/2',
);
const accord = card(
  'Angelic Accord',
  '{3}{W}',
  'Enchantment',
  'At the beginning of each end step, if you gained 4 or more life this turn, create a 4/4 white Angel creature token with flying.',
);
const ebon = card(
  'Knight of the Ebon Legion',
  '{B}',
  'Creature — Vampire Knight',
  '{2}{B}: Until end of turn, this creature gets +3/+3 and gains deathtouch.\nAt the beginning of your end step, if a player lost 4 or more life this turn, put a +1/+1 counter on this creature.',
  '1/2',
);
const renegade = card(
  'Countless Gears Renegade',
  '{1}{W}',
  'Creature — Dwarf Artificer',
  'Revolt — When this creature enters, if a permanent left the battlefield under your control this turn, create a 1/1 colorless Servo artifact creature token.',
  '2/1',
);
const revitalize = card('Revitalize', '{1}{W}', 'Instant', 'You gain 3 life.\nDraw a card.');
const CARDS = compiled(revitalize, bloodthief, accord, ebon, renegade);

describe('life gained and lost this turn (CR 119.3, 120.3a)', () => {
  const bolt = (face: boolean) => (face ? [{ cast: 'Lightning Bolt', targets: ['p2'] }, { pass: true as const }] : []);

  it('Stromkirk Bloodthief: only once an opponent lost life (Lightning Bolt to the face)', () => {
    const run = (hit: boolean) =>
      game(
        {
          turn: main,
          players: {
            p1: { battlefield: [{ id: 'thief', card: 'Stromkirk Bloodthief' }, 'Mountain'], hand: ['Lightning Bolt'] },
          },
        },
        [...bolt(hit), { advance: 'end' as const }],
        { cards: CARDS },
      );
    const hit = run(true);
    expect(hit.error).toBeNull();
    expect(hit.state.players.p2.life).toBe(17);
    // The trigger targets a Vampire you control: the Bloodthief is the only one.
    expect(hit.stack()).toEqual(['Stromkirk Bloodthief ability']);
    hit.act({ pass: true });
    expect(hit.get('thief').counters['+1/+1']).toBe(1);
    const quiet = run(false);
    expect(quiet.error).toBeNull();
    expect(quiet.state.pendingDecision).toBeNull();
    expect(quiet.stack()).toEqual([]);
  });

  it('Angelic Accord counts the life gained in all: 3 is not enough, 3 + 3 is', () => {
    const run = (times: number) =>
      game(
        {
          turn: main,
          players: {
            p1: {
              battlefield: ['Angelic Accord', 'Plains', 'Plains', 'Plains', 'Plains'],
              hand: ['Revitalize', 'Revitalize'],
              library: ['Island', 'Island'],
            },
          },
        },
        [
          ...Array.from({ length: times }, () => [{ cast: 'Revitalize' }, { pass: true as const }]).flat(),
          { advance: 'end' as const },
        ],
        { cards: CARDS },
      );
    const once = run(1);
    expect(once.error).toBeNull();
    expect(once.state.players.p1.life).toBe(23);
    expect(once.stack()).toEqual([]);
    const twice = run(2);
    expect(twice.error).toBeNull();
    expect(twice.state.players.p1.life).toBe(26);
    expect(twice.stack()).toEqual(['Angelic Accord ability']);
    twice.act({ pass: true });
    expect(twice.names('p1', 'battlefield')).toContain('Angel Token (token)');
  });

  it('Knight of the Ebon Legion: one player lost 4 or more (3 is not enough)', () => {
    const run = (bolts: number) =>
      game(
        {
          turn: main,
          players: {
            p1: {
              battlefield: [{ id: 'knight', card: 'Knight of the Ebon Legion' }, 'Mountain', 'Mountain'],
              hand: ['Lightning Bolt', 'Lightning Bolt'],
            },
          },
        },
        [...Array.from({ length: bolts }, () => bolt(true)).flat(), { advance: 'end' as const }],
        { cards: CARDS },
      );
    const one = run(1);
    expect(one.error).toBeNull();
    expect(one.stack()).toEqual([]);
    const two = run(2);
    expect(two.state.players.p2.life).toBe(14);
    expect(two.stack()).toEqual(['Knight of the Ebon Legion ability']);
    two.act({ pass: true });
    expect(two.get('knight').counters['+1/+1']).toBe(1);
  });
});

describe('revolt: a permanent left the battlefield under your control this turn', () => {
  it('Countless Gears Renegade makes a Servo only after one of your permanents left', () => {
    const run = (left: boolean) =>
      game(
        {
          turn: main,
          players: {
            p1: {
              battlefield: ['Plains', 'Plains', 'Mountain', { id: 'bears', card: 'Grizzly Bears' }],
              hand: ['Countless Gears Renegade', 'Lightning Bolt'],
            },
          },
        },
        [
          ...(left ? [{ cast: 'Lightning Bolt', targets: ['bears'] }, { pass: true as const }] : []),
          { cast: 'Countless Gears Renegade' },
          { pass: true as const },
        ],
        { cards: CARDS },
      );
    const revolt = run(true);
    expect(revolt.error).toBeNull();
    expect(revolt.stack()).toEqual(['Countless Gears Renegade ability']);
    revolt.act({ pass: true });
    expect(revolt.names('p1', 'battlefield')).toContain('Servo Token (token)');
    const none = run(false);
    expect(none.error).toBeNull();
    expect(none.stack()).toEqual([]);
    expect(none.names('p1', 'battlefield')).not.toContain('Servo Token (token)');
  });

  it("an opponent's permanent leaving is not revolt", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Plains', 'Plains', 'Mountain'], hand: ['Countless Gears Renegade', 'Lightning Bolt'] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [
        { cast: 'Lightning Bolt', targets: ['bears'] },
        { pass: true },
        { cast: 'Countless Gears Renegade' },
        { pass: true },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.stack()).toEqual([]);
  });

  it('near miss: "if that player lost less than 8 life this turn" stays text', () => {
    const c = card('Test Ruling', '{B}', 'Sorcery', 'Draw a card if an opponent lost less than 8 life this turn.');
    expect(unenforced(c).length).toBe(1);
  });
});
