// Phyrexian mana (CR 107.4f): each {B/P} is paid with {B} or with 2 life, as the player announces
// when casting the spell or activating the ability (601.2b, 602.2b); life can be paid only with at
// least that much life (119.4); the symbol still counts for mana value however it is paid (202.3),
// so Mental Misstep counters a Gut Shot paid with life.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main } from './compiled';

const gutShot = card(
  'Gut Shot',
  '{R/P}',
  'Instant',
  '({R/P} can be paid with either {R} or 2 life.)\nGut Shot deals 1 damage to any target.',
);
const dismember = card(
  'Dismember',
  '{1}{B/P}{B/P}',
  'Instant',
  '({B/P} can be paid with either {B} or 2 life.)\nTarget creature gets -5/-5 until end of turn.',
);
const misstep = card(
  'Mental Misstep',
  '{U/P}',
  'Instant',
  '({U/P} can be paid with either {U} or 2 life.)\nCounter target spell with mana value 1.',
);
const pod = card(
  'Birthing Pod',
  '{3}{G/P}',
  'Artifact',
  "({G/P} can be paid with either {G} or 2 life.)\n{1}{G/P}, {T}, Sacrifice a creature: Search your library for a creature card with mana value equal to 1 plus the sacrificed creature's mana value, put that card onto the battlefield, then shuffle. Activate only as a sorcery.",
);
const courser = card('Centaur Courser', '{2}{G}', 'Creature — Centaur Warrior', '', '3/3');
const CARDS = compiled(gutShot, dismember, misstep, pod, courser);

const pending = (g: ReturnType<typeof game>) =>
  g.state.pendingDecision as { kind?: string; options?: { value: string; label: string }[] } | null;

describe('Phyrexian mana (CR 107.4f)', () => {
  it('Gut Shot paid with 2 life: no land is tapped, the caster loses 2, the creature takes 1', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Gut Shot'], battlefield: [{ id: 'm', card: 'Mountain' }] },
          p2: { battlefield: [{ id: 'elves', card: 'Llanowar Elves' }] },
        },
      },
      [{ cast: 'Gut Shot', targets: ['elves'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(pending(g)?.options?.map((o) => o.label)).toEqual(['{R}', '2 life']);
    g.act({ decide: 'life' });
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(18);
    expect(g.get('m').tapped).toBe(false);
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Llanowar Elves']);
  });

  it('Gut Shot paid with {R}: the Mountain is tapped and no life is paid', () => {
    const g = game(
      { turn: main, players: { p1: { hand: ['Gut Shot'], battlefield: [{ id: 'm', card: 'Mountain' }] } } },
      [{ cast: 'Gut Shot', targets: ['p2'] }, { decide: 'mana' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('m').tapped).toBe(true);
    expect(g.state.players.p1.life).toBe(20);
    expect(g.state.players.p2.life).toBe(19);
  });

  it('with 1 life, life is not offered (119.4), and with no red source the cast is refused, the board kept', () => {
    const g = game(
      { turn: main, players: { p1: { life: 1, hand: ['Gut Shot'], battlefield: ['Forest'] } } },
      [{ cast: 'Gut Shot', targets: ['p2'] }],
      { cards: CARDS },
    );
    expect(g.error).toMatch(/pay/);
    expect(g.names('p1', 'hand')).toEqual(['Gut Shot']);
    expect(g.state.players.p1.life).toBe(1);
  });

  it('Dismember with one Swamp among three lands: {1} and one {B/P} with mana, the other with 2 life', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Dismember'], battlefield: ['Swamp', 'Forest'] },
          p2: { battlefield: [{ id: 'spider', card: 'Giant Spider' }] },
        },
      },
      [{ cast: 'Dismember', targets: ['spider'] }, { decide: 'mana' }, { decide: 'life' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(18);
    expect(g.names('p1', 'battlefield').length).toBe(2);
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Giant Spider']);
  });

  it('Mental Misstep counters a Gut Shot paid with life: its mana value is still 1 (202.3)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Gut Shot'] },
          p2: { hand: ['Mental Misstep'] },
        },
      },
      [
        { cast: 'Gut Shot', targets: ['p2'] },
        { decide: 'life' },
        { cast: 'Mental Misstep', player: 'p2', targets: ['Gut Shot'] },
        { decide: 'life', player: 'p2' },
        { pass: true },
        { pass: true },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Gut Shot']);
    expect(g.state.players.p1.life).toBe(18);
    expect(g.state.players.p2.life).toBe(18);
  });

  it("Birthing Pod's {1}{G/P} with 2 life: a Forest pays {1}, and a 3-mana creature replaces the Bears", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'pod', card: 'Birthing Pod' },
              { id: 'f', card: 'Forest' },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
            library: ['Centaur Courser', 'Forest'],
          },
        },
      },
      [{ activate: 'pod', ability: 0 }, { decide: 'life' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(18);
    expect(g.get('f').tapped).toBe(true);
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears']);
    g.act({ pass: true });
    const search = g.state.pendingDecision as { candidates: string[] } | null;
    expect(search?.candidates).toHaveLength(1);
    g.act({ decide: search!.candidates });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield').sort()).toEqual(['Birthing Pod', 'Centaur Courser', 'Forest']);
  });
});
