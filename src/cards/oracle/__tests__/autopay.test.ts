// Automatic payment keeps what the player still needs (found by a new user: Sol Ring, six
// Swamps and Pestilence; casting Triskelion for {6} tapped the six Swamps and left Sol Ring, so
// Pestilence's {B} could no longer be paid). Generic mana is paid by colourless-only sources
// first (they can pay nothing else), never making more than is left when another source fits
// (CR 601.2g–h: the player chooses how to pay; the documented order in engine/mana/pay-mana.ts).
import { describe, expect, it } from 'vitest';
import { getObject, type CardDef } from '../../../engine';
import { game } from '../../../testing/harness';
import { compileCard } from '../compile';
import { card } from './card';
import { main } from './compiled';

const solRing = card('Sol Ring', '{1}', 'Artifact', '{T}: Add {C}{C}.');
const triskelion = card(
  'Triskelion',
  '{6}',
  'Artifact Creature — Construct',
  'Triskelion enters with three +1/+1 counters on it.\nRemove a +1/+1 counter from Triskelion: It deals 1 damage to any target.',
  '1/1',
);
const pestilence = card(
  'Pestilence',
  '{2}{B}{B}',
  'Enchantment',
  'At the beginning of the end step, if no creatures are on the battlefield, sacrifice Pestilence.\n{B}: Pestilence deals 1 damage to each creature and each player.',
);

function cards(): CardDef[] {
  return [solRing, triskelion, pestilence].map((c) => {
    const r = compileCard(c);
    expect(r.status, `${c.name}: ${JSON.stringify(r.def.unenforced)}`).toBe('full');
    return r.def;
  });
}

/** How many permanents named `name` are untapped. */
const untapped = (g: ReturnType<typeof game>, name: string) =>
  g.state.battlefield.map((id) => getObject(g.state, id)).filter((o) => o?.def === name && !o.tapped).length;

describe('automatic payment', () => {
  it("pays {6} with Sol Ring and four Swamps, so two Swamps stay for Pestilence's {B}", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Sol Ring', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Pestilence'],
            hand: ['Triskelion'],
          },
          p2: {},
        },
      },
      [{ cast: 'Triskelion' }],
      { cards: cards() },
    );
    expect(g.get('Sol Ring').tapped).toBe(true);
    expect(untapped(g, 'Swamp')).toBe(2);
    expect(g.state.players.p1.manaPool).toEqual({});
    g.act({ activate: 'Pestilence' }); // {B}: payable from an untapped Swamp
    expect(g.state.stack).toHaveLength(2);
  });

  it('with five Swamps: Sol Ring and four Swamps, no mana left over (not five Swamps and Sol Ring)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Sol Ring'], hand: ['Triskelion'] },
          p2: {},
        },
      },
      [{ cast: 'Triskelion' }],
      { cards: cards() },
    );
    expect(g.get('Sol Ring').tapped).toBe(true);
    expect(untapped(g, 'Swamp')).toBe(1);
    expect(g.state.players.p1.manaPool).toEqual({});
  });

  it('{1} is paid with a Swamp rather than Sol Ring (which would make one more than needed)', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Swamp', 'Sol Ring'], hand: ['Sol Ring'] }, p2: {} } },
      [{ cast: 'Sol Ring' }],
      { cards: cards() },
    );
    expect(untapped(g, 'Swamp')).toBe(0);
    expect(g.names('p1', 'battlefield').length).toBe(2);
    expect(g.state.players.p1.manaPool).toEqual({});
  });
});
