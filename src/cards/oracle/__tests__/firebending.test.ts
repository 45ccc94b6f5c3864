// Firebending N (CR 702.189a): "Whenever this creature attacks, add N {R}. Until end of combat,
// you don't lose this mana as steps end." The mana stays through the combat phase's steps and
// empties as the end of combat step ends (511.3), so it is gone in the second main phase.
// "Firebending X, where X is …" counts X as the trigger resolves. Real cards.
import { describe, expect, it } from 'vitest';
import { allObjects } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const zuko = card(
  'Zuko, Exiled Prince',
  '{3}{R}',
  'Legendary Creature — Human Noble',
  'Firebending 3 (Whenever this creature attacks, add {R}{R}{R}. This mana lasts until end of combat.)\n{3}: Exile the top card of your library. You may play that card this turn.',
  '4/3',
);
const student = card(
  'Firebending Student',
  '{1}{R}',
  'Creature — Human Monk',
  "Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)\nFirebending X, where X is this creature's power. (Whenever this creature attacks, add X {R}. This mana lasts until end of combat.)",
  '1/2',
);
const ozai = card(
  'Ran and Shaw',
  '{3}{R}{R}',
  'Legendary Creature — Dragon',
  "Flying, firebending 2\nWhen Ran and Shaw enter, if you cast them and there are three or more Dragon and/or Lesson cards in your graveyard, create a token that's a copy of Ran and Shaw, except it's not legendary.\n{3}{R}: Dragons you control get +2/+0 until end of turn.",
  '4/4',
);
const zukoMaster = card(
  'Zuko, Firebending Master',
  '{1}{R}',
  'Legendary Creature — Human Noble Ally',
  'First strike\nFirebending X, where X is the number of experience counters you have. (Whenever this creature attacks, add X {R}. This mana lasts until end of combat.)\nWhenever you cast a spell during combat, you get an experience counter.',
  '2/2',
);
const comet = card(
  "Sozin's Comet",
  '{3}{R}{R}',
  'Sorcery',
  'Each creature you control gains firebending 5 until end of turn. (Whenever it attacks, add {R}{R}{R}{R}{R}. This mana lasts until end of combat.)\nForetell {2}{R} (During your turn, you may pay {2} and exile this card from your hand face down. Cast it on a later turn for its foretell cost.)',
);
const attacks = card(
  'Fire Nation Attacks',
  '{4}{R}',
  'Instant',
  'Create two 2/2 red Soldier creature tokens with firebending 1. (Whenever a creature with firebending 1 attacks, add {R}. This mana lasts until end of combat.)\nFlashback {8}{R} (You may cast this card from your graveyard for its flashback cost. Then exile it.)',
);
const CARDS = compiled(zuko, student, comet, attacks);

/** The red mana in `player`'s pool, kept or not. */
const red = (g: Game, player: 'p1' | 'p2') =>
  (g.state.players[player].manaPool.R ?? 0) +
  (g.state.players[player].restrictedMana?.filter((m) => m.type === 'R').length ?? 0);

function attack(id: string, card: string, hand: string[] = []): Game {
  const g = game(
    {
      turn: main,
      players: {
        p1: { battlefield: [{ id, card }], hand },
        p2: { life: 20, battlefield: [{ id: 'bears', card: 'Grizzly Bears' }], library: ['Island'] },
      },
    },
    [{ advance: 'declareAttackers' }, { attack: [id] }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('firebending (CR 702.189a)', () => {
  it('Zuko, Exiled Prince attacks: {R}{R}{R} stays through combat and is gone in the second main phase', () => {
    const g = attack('zuko', 'Zuko, Exiled Prince');
    expect(red(g, 'p1')).toBe(3);
    g.act({ advance: 'declareBlockers' });
    expect(g.error).toBeNull();
    expect(red(g, 'p1')).toBe(3);
    g.act({ advance: 'endCombat' });
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(16);
    expect(red(g, 'p1')).toBe(3);
    // The end of combat step ends: "until end of combat" is over (CR 511.3).
    g.act({ advance: 'main2' });
    expect(g.error).toBeNull();
    expect(red(g, 'p1')).toBe(0);
  });

  it('the mana pays during combat: Lightning Bolt cast in the declare blockers step', () => {
    const g = attack('zuko', 'Zuko, Exiled Prince', ['Lightning Bolt']);
    g.act({ advance: 'declareBlockers' });
    g.act({ cast: 'Lightning Bolt', targets: ['bears'] });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(red(g, 'p1')).toBe(2);
  });

  it('Firebending Student: X is its power as the trigger resolves (1, no prowess this turn)', () => {
    const g = attack('st', 'Firebending Student');
    expect(red(g, 'p1')).toBe(1);
  });

  it('a keyword line "Flying, firebending 2" is read item by item', () => {
    expect(unenforced(ozai)).not.toContain('firebending 2');
  });
});

describe('firebending given by an effect (CR 613.1f)', () => {
  it("Sozin's Comet: Grizzly Bears gain firebending 5 until end of turn; attacking adds {R}{R}{R}{R}{R}", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ["Sozin's Comet"],
            battlefield: [
              'Mountain',
              'Mountain',
              'Mountain',
              'Mountain',
              'Mountain',
              { id: 'bears', card: 'Grizzly Bears' },
            ],
          },
          p2: { life: 20, library: ['Island'] },
        },
      },
      [
        { cast: "Sozin's Comet" },
        { pass: true },
        { advance: 'declareAttackers' },
        { attack: ['bears'] },
        { pass: true },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(red(g, 'p1')).toBe(5);
    g.act({ advance: 'main2' });
    expect(red(g, 'p1')).toBe(0);
  });

  it('Fire Nation Attacks: each 2/2 Soldier token has firebending 1 (both attack two turns later: {R}{R})', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Fire Nation Attacks'],
            battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'],
            library: ['Island', 'Island'],
          },
          p2: { life: 20, library: ['Island', 'Island'] },
        },
      },
      [{ cast: 'Fire Nation Attacks' }, { pass: true }, { advance: 'next-turn' }, { advance: 'next-turn' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const tokens = allObjects(g.state)
      .filter((o) => o.zone === 'battlefield' && o.token)
      .map((o) => o.id);
    expect(tokens).toHaveLength(2);
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: tokens });
    // The two tokens' triggers: their controller orders them (CR 603.3b).
    const d = g.state.pendingDecision;
    g.act({ decide: d && 'options' in d ? d.options.map((o) => o.value) : [] });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(red(g, 'p1')).toBe(2);
  });
});

describe('near miss', () => {
  it('Zuko, Firebending Master: X counted from experience counters stays text', () => {
    expect(unenforced(zukoMaster).filter((t) => t.startsWith('Firebending X'))).toHaveLength(1);
  });
});
