// "As an additional cost to cast this spell, behold a Kithkin or pay {2}" (CR 118.8, 601.2b):
// to behold a Kithkin is to reveal a Kithkin card from the hand or choose a Kithkin permanent
// you control (701.4a). The card being cast is not in the hand any more (601.2a), an opponent's
// permanent is not "you control", and with neither option payable the spell can't be cast (118.3).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const aspirant = card(
  'Kinsbaile Aspirant',
  '{W}',
  'Creature — Kithkin Citizen',
  'As an additional cost to cast this spell, behold a Kithkin or pay {2}. (To behold a Kithkin, choose a Kithkin you control or reveal a Kithkin card from your hand.)\nWhenever another creature you control enters, this creature gets +1/+1 until end of turn.',
  '2/1',
);
const harrier = card(
  'Goldmeadow Harrier',
  '{W}',
  'Creature — Kithkin Soldier',
  '{W}, {T}: Tap target creature.',
  '1/1',
);
const exhale = card(
  'Caustic Exhale',
  '{B}',
  'Instant',
  'As an additional cost to cast this spell, behold a Dragon or pay {1}. (To behold a Dragon, choose a Dragon you control or reveal a Dragon card from your hand.)\nTarget creature gets -3/-3 until end of turn.',
);
const shivan = card(
  'Shivan Dragon',
  '{4}{R}{R}',
  'Creature — Dragon',
  'Flying\n{R}: This creature gets +1/+0 until end of turn.',
  '5/5',
);
const changeling = card(
  'Changeling Outcast',
  '{B}',
  'Creature — Shapeshifter',
  "Changeling (This card is every creature type.)\nThis creature can't block and can't be blocked.",
  '1/1',
);
// Near miss: beholding only makes the spell castable at instant speed; that stays text.
const molten = card(
  'Molten Exhale',
  '{1}{R}',
  'Sorcery',
  'You may cast this spell as though it had flash if you behold a Dragon as an additional cost to cast it. (To behold a Dragon, choose a Dragon you control or reveal a Dragon card from your hand.)\nMolten Exhale deals 4 damage to target creature or planeswalker.',
);

const cards = compiled(aspirant, harrier, exhale, shivan, changeling);
const plains = ['l1', 'l2', 'l3'].map((id) => ({ id, card: 'Plains' }));
const tapped = (g: ReturnType<typeof game>) => ['l1', 'l2', 'l3'].filter((id) => g.get(id).tapped).length;
const pending = (g: ReturnType<typeof game>) =>
  g.state.pendingDecision as { kind?: string; options?: { value: string; label: string }[] } | null;

describe('Behold a [quality] or pay {N} (CR 701.4a, 118.8)', () => {
  it('Kinsbaile Aspirant with one Plains and a Kithkin card in hand: the card is revealed and stays', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'p', card: 'Plains' }], hand: ['Kinsbaile Aspirant', 'Goldmeadow Harrier'] },
        },
      },
      [{ cast: 'Kinsbaile Aspirant' }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield').sort()).toEqual(['Kinsbaile Aspirant', 'Plains']);
    expect(g.names('p1', 'hand')).toEqual(['Goldmeadow Harrier']);
    expect(g.get('p').tapped).toBe(true);
  });

  it('Kinsbaile Aspirant with one Plains and a Kithkin on the battlefield: it is chosen, not tapped', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'p', card: 'Plains' },
              { id: 'h', card: 'Goldmeadow Harrier' },
            ],
            hand: ['Kinsbaile Aspirant'],
          },
        },
      },
      [{ cast: 'Kinsbaile Aspirant' }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield').sort()).toEqual(['Goldmeadow Harrier', 'Kinsbaile Aspirant', 'Plains']);
    expect(g.get('h').tapped).toBe(false);
  });

  it('a changeling card in hand is a Kithkin card', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Plains'], hand: ['Kinsbaile Aspirant', 'Changeling Outcast'] } },
      },
      [{ cast: 'Kinsbaile Aspirant' }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand')).toEqual(['Changeling Outcast']);
  });

  it("Kinsbaile Aspirant with one Plains and no other Kithkin can't be cast (CR 118.3); itself doesn't count", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Plains'], hand: ['Kinsbaile Aspirant', 'Grizzly Bears'] },
          p2: { battlefield: ['Goldmeadow Harrier'] },
        },
      },
      [{ cast: 'Kinsbaile Aspirant' }],
      { cards },
    );
    expect(g.error).toMatch(/additional cost/);
    expect(g.names('p1', 'hand').sort()).toEqual(['Grizzly Bears', 'Kinsbaile Aspirant']);
  });

  it('Kinsbaile Aspirant with three Plains and no Kithkin: {2} more is paid', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: plains, hand: ['Kinsbaile Aspirant'] } },
      },
      [{ cast: 'Kinsbaile Aspirant' }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield').filter((n) => n === 'Kinsbaile Aspirant')).toHaveLength(1);
    expect(tapped(g)).toBe(3);
  });

  it('Kinsbaile Aspirant with both payable: the caster chooses, and beholding costs no more mana', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: plains, hand: ['Kinsbaile Aspirant', 'Goldmeadow Harrier'] },
        },
      },
      [{ cast: 'Kinsbaile Aspirant' }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(pending(g)?.options?.map((o) => o.label)).toEqual(['behold a Kithkin', 'pay {2}']);
    g.act({ decide: '0' });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(tapped(g)).toBe(1);
    expect(g.names('p1', 'hand')).toEqual(['Goldmeadow Harrier']);
  });

  it('Caustic Exhale with {B} and a Dragon you control: the target gets -3/-3', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Swamp', 'Shivan Dragon'], hand: ['Caustic Exhale'] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ cast: 'Caustic Exhale', targets: ['bears'] }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });

  it("Caustic Exhale with {B} and only an opponent's Dragon can't be cast", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Swamp'], hand: ['Caustic Exhale'] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }, 'Shivan Dragon'] },
        },
      },
      [{ cast: 'Caustic Exhale', targets: ['bears'] }],
      { cards },
    );
    expect(g.error).toMatch(/additional cost/);
    expect(g.names('p1', 'hand')).toEqual(['Caustic Exhale']);
  });

  it('near miss: "as though it had flash if you behold a Dragon" stays text', () => {
    expect(unenforced(molten)).toHaveLength(1);
  });
});
