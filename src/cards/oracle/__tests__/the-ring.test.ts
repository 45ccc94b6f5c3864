// The Ring tempts you (CR 701.54a): the player gets an emblem named The Ring if they have none, it
// gains its next ability (four, top to bottom), and they choose a creature they control as their
// Ring-bearer. The Ring's abilities are card data the compiler reads (src/cards/data/the-ring.json);
// real pool cards tempt, and trigger on being tempted, in the engine.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game } from '../../../testing/harness';
import { THE_RING_DATA } from '../../data/the-ring';
import { normalizeCard } from '../../data/faces';
import { compileCard } from '../compile';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

/** The supertypes `ref` has now (CR 205.4, layer 4). */
function supertypes(g: ReturnType<typeof game>, ref: string): string[] {
  return characteristics(readContext(g.state, g.engine.registry), g.get(ref)).supertypes;
}

const ring = compileCard(normalizeCard(THE_RING_DATA));

const escape = card('Birthday Escape', '{U}', 'Sorcery', 'Draw a card. The Ring tempts you.');
const wraiths = card(
  'Ringwraiths',
  '{4}{B}{B}',
  'Creature — Wraith Knight',
  'When this creature enters, target creature an opponent controls gets -3/-3 until end of turn. If that creature is legendary, its controller loses 3 life.\nWhen the Ring tempts you, return this card from your graveyard to your hand.',
  '5/5',
);
const call = card(
  'Call of the Ring',
  '{1}{B}',
  'Enchantment',
  'At the beginning of your upkeep, the Ring tempts you.\nWhenever you choose a creature as your Ring-bearer, you may pay 2 life. If you do, draw a card.',
);
const gandalf = card(
  'Gandalf, Friend of the Shire',
  '{3}{U}',
  'Legendary Creature — Avatar Wizard',
  'Flash\nYou may cast sorcery spells as though they had flash.\nWhenever the Ring tempts you, if you chose a creature other than Gandalf as your Ring-bearer, draw a card.',
  '2/4',
);
const giant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');
const CARDS = [ring.def, ...compiled(escape, wraiths, call, giant)];
const library = ['Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Island'];

/** p1 with Islands, Grizzly Bears (b) and `hand`; p2 with `blockers`; every spell {U} or less. */
function table(hand: string[], blockers: string[] = [], extra: string[] = []) {
  return game(
    {
      turn: main,
      players: {
        p1: {
          hand,
          battlefield: [
            { id: 'bears', card: 'Grizzly Bears' },
            ...extra.map((c, i) => ({ id: `x${i}`, card: c })),
            'Island',
            'Island',
            'Island',
            'Island',
          ],
          library,
          graveyard: ['Ringwraiths'],
        },
        p2: { battlefield: blockers.map((c, i) => ({ id: `b${i}`, card: c })), library },
      },
    },
    [],
    { cards: CARDS },
  );
}

/** Casts Birthday Escape `n` times (the only creature is the Ring-bearer without a choice). */
function tempt(g: ReturnType<typeof table>, n: number) {
  for (let i = 0; i < n; i++) {
    g.act({ cast: 'Birthday Escape' });
    g.act({ pass: true });
    // Ringwraiths returns to the hand the first time (its trigger), then stays there.
    while (g.stack().length) g.act({ pass: true });
  }
}

/** Resolves the stack, discarding the first card of the hand when the loot asks. */
function settle(g: ReturnType<typeof table>) {
  while (g.stack().length || g.state.pendingDecision) {
    if (g.state.pendingDecision) g.act({ decide: [g.state.players.p1.hand[0]!] });
    else g.act({ pass: true });
  }
}

describe('The Ring tempts you (CR 701.54a)', () => {
  it("The Ring's four abilities are read in full, the Nth gained at the Nth temptation (level N)", () => {
    expect(ring.status).toBe('full');
    expect(ring.def.statics?.map((s) => s.level)).toEqual([undefined]);
    expect(ring.def.triggered?.map((t) => t.level)).toEqual([2, 3, 4]);
    expect(ring.def.statics?.[0]?.addTypes).toEqual({ supertypes: ['legendary'] });
  });

  it('the first time: the emblem, its first ability, the only creature as Ring-bearer (legendary, unblockable by greater power)', () => {
    const g = table(['Birthday Escape', 'Birthday Escape'], ['Hill Giant', 'Grizzly Bears']);
    expect(supertypes(g, 'bears')).toEqual([]);
    tempt(g, 1);
    const mine = g.state.ring?.p1;
    expect(mine?.tempted).toBe(1);
    expect(mine?.bearer).toBe(g.get('bears').id);
    expect(g.state.players.p1.command).toEqual([mine?.emblem]);
    expect(supertypes(g, 'bears')).toEqual(['legendary']);
    // Ringwraiths triggered from the graveyard and returned to the hand.
    expect(g.names('p1', 'hand')).toContain('Ringwraiths');
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['bears'] });
    // Hill Giant's power 3 is greater than the Ring-bearer's 2; Grizzly Bears' 2 isn't.
    expect(() => g.act({ block: { b0: 'bears' }, player: 'p2' })).toThrow(/can't be blocked/);
    g.act({ block: { b1: 'bears' }, player: 'p2' });
    // Only the first ability: no loot, and the blocker isn't sacrificed at end of combat.
    expect(g.state.players.p1.graveyard.length).toBe(1);
    g.act({ advance: 'main2' });
    // The two 2/2s traded in combat; nothing was sacrificed at end of combat.
    expect(g.events.filter((e) => 'text' in e && /sacrific/i.test(e.text))).toEqual([]);
  });

  it('tempted twice: "Whenever your Ring-bearer attacks, draw a card, then discard a card"', () => {
    const g = table(['Birthday Escape', 'Birthday Escape']);
    tempt(g, 2);
    expect(g.state.ring?.p1?.tempted).toBe(2);
    const hand = g.state.players.p1.hand.length;
    const library0 = g.state.players.p1.library.length;
    const graveyard0 = g.state.players.p1.graveyard.length;
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['bears'] });
    g.act({ pass: true });
    if (g.state.pendingDecision) g.act({ decide: [g.state.players.p1.hand[0]!] });
    expect(g.state.players.p1.library.length).toBe(library0 - 1);
    expect(g.state.players.p1.hand.length).toBe(hand);
    expect(g.state.players.p1.graveyard.length).toBe(graveyard0 + 1);
  });

  it('tempted three times: the creature blocking the Ring-bearer is sacrificed by its controller at end of combat', () => {
    const g = table(['Birthday Escape', 'Birthday Escape', 'Birthday Escape'], ['Giant Spider']);
    tempt(g, 3);
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['bears'] });
    settle(g);
    g.act({ block: { b0: 'bears' }, player: 'p2' });
    expect(g.names('p2', 'battlefield')).toEqual(['Giant Spider']);
    g.act({ advance: 'main2' });
    expect(g.names('p2', 'battlefield')).toEqual([]);
    expect(g.names('p2', 'graveyard')).toEqual(['Giant Spider']);
  });

  it('tempted four times: combat damage to a player makes each opponent lose 3 life more', () => {
    const g = table(['Birthday Escape', 'Birthday Escape', 'Birthday Escape', 'Birthday Escape']);
    tempt(g, 4);
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['bears'] });
    settle(g);
    g.act({ block: {}, player: 'p2' });
    g.act({ advance: 'main2' });
    // 2 combat damage, then 3 life from the Ring's fourth ability.
    expect(g.state.players.p2.life).toBe(15);
  });

  it('with no creature, the Ring still tempts you: the emblem gains its ability, but no Ring-bearer is chosen', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Call of the Ring'], library },
          p2: { library },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'next-turn' });
    while (g.stack().length) g.act({ pass: true });
    expect(g.state.turn.active).toBe('p1');
    expect(g.state.ring?.p1?.tempted).toBe(1);
    expect(g.state.ring?.p1?.bearer).toBeNull();
    // "Whenever you choose a creature as your Ring-bearer" didn't trigger: no life paid, no card drawn.
    expect(g.state.players.p1.life).toBe(20);
  });

  it('Call of the Ring: choosing a Ring-bearer triggers "you may pay 2 life. If you do, draw a card"', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Call of the Ring', 'Grizzly Bears'], library },
          p2: { library },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'next-turn' });
    // Drawn in the draw step comes after the upkeep: counted from the upkeep on.
    const hand = g.state.players.p1.hand.length;
    while (g.stack().length || g.state.pendingDecision) {
      if (g.state.pendingDecision) g.act({ decide: true });
      else g.act({ pass: true });
    }
    expect(g.state.ring?.p1?.bearer).toBe(g.get('Grizzly Bears').id);
    expect(g.state.players.p1.life).toBe(18);
    expect(g.state.players.p1.hand.length).toBe(hand + 1);
  });

  it('near miss: "if you chose a creature other than Gandalf as your Ring-bearer" stays text', () => {
    expect(unenforced(gandalf)).toHaveLength(1);
  });
});
