// An additional cost with a choice (CR 118.8): "sacrifice a creature or pay {4}", "discard a card
// or pay 3 life", "pay {4} or sacrifice an artifact or creature". The caster announces which
// option they pay (601.2b), only one they could pay (118.3); a mana option joins the total cost
// (601.2f), the other parts are paid with it (601.2h). A spell with no payable option can't be cast.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const lash = card(
  'Lash of the Balrog',
  '{B}',
  'Sorcery',
  'As an additional cost to cast this spell, sacrifice a creature or pay {4}.\nDestroy target creature.',
);
const bitterTriumph = card(
  'Bitter Triumph',
  '{1}{B}',
  'Instant',
  'As an additional cost to cast this spell, discard a card or pay 3 life.\nDestroy target creature or planeswalker.',
);
const glare = card(
  'Annihilating Glare',
  '{B}',
  'Sorcery',
  'As an additional cost to cast this spell, pay {4} or sacrifice an artifact or creature.\nDestroy target creature or planeswalker.',
);
const buccaneer = card(
  'Daring Buccaneer',
  '{R}',
  'Creature — Human Pirate',
  'As an additional cost to cast this spell, reveal a Pirate card from your hand or pay {2}.',
  '2/2',
);
// Near miss: the text later asks which creature was sacrificed.
const throwdown = card(
  'Lethal Throwdown',
  '{B}',
  'Sorcery',
  'As an additional cost to cast this spell, sacrifice a creature or sacrifice a modified creature. (Equipment, Auras you control, and counters are modifications.)\nDestroy target creature or planeswalker. If the modified creature was sacrificed, draw a card.',
);

const swamps = (n: number) => Array.from({ length: n }, () => 'Swamp');
const pending = (g: ReturnType<typeof game>) =>
  g.state.pendingDecision as { kind?: string; options?: { value: string; label: string }[] } | null;

describe('"A or B" additional costs (CR 118.8, 601.2b)', () => {
  it('Lash of the Balrog: with a creature and five lands, the caster chooses; paying {4} more sacrifices nothing', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              ...['s1', 's2', 's3', 's4', 's5'].map((id) => ({ id, card: 'Swamp' })),
              { id: 'elves', card: 'Llanowar Elves' },
            ],
            hand: ['Lash of the Balrog'],
          },
          p2: { battlefield: [{ id: 'spider', card: 'Giant Spider' }] },
        },
      },
      [{ cast: 'Lash of the Balrog', targets: ['spider'] }],
      { cards: compiled(lash) },
    );
    expect(g.error).toBeNull();
    expect(pending(g)?.options?.map((o) => o.label)).toEqual(['sacrifice a creature', 'pay {4}']);
    g.act({ decide: '1' });
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toBeNull();
    expect(g.state.players.p1.manaPool).toEqual(g.state.players.p2.manaPool);
    expect(['s1', 's2', 's3', 's4', 's5'].every((id) => g.get(id).tapped)).toBe(true);
    expect(g.find('elves')?.zone).toBe('battlefield');
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Giant Spider']);
  });

  it('Lash of the Balrog with one land: only the sacrifice can be paid, and is, without asking', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Swamp', { id: 'elves', card: 'Llanowar Elves' }], hand: ['Lash of the Balrog'] },
          p2: { battlefield: [{ id: 'spider', card: 'Giant Spider' }] },
        },
      },
      [{ cast: 'Lash of the Balrog', targets: ['spider'] }, { pass: true }],
      { cards: compiled(lash) },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Lash of the Balrog', 'Llanowar Elves']);
    expect(g.names('p2', 'graveyard')).toEqual(['Giant Spider']);
  });

  it("Lash of the Balrog with one land and no creature of its own can't be cast (CR 118.3)", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Swamp'], hand: ['Lash of the Balrog'] },
          p2: { battlefield: [{ id: 'spider', card: 'Giant Spider' }] },
        },
      },
      [{ cast: 'Lash of the Balrog', targets: ['spider'] }],
      { cards: compiled(lash) },
    );
    expect(g.error).toMatch(/additional cost/);
    expect(g.names('p1', 'hand')).toEqual(['Lash of the Balrog']);
  });

  it('Bitter Triumph: paying 3 life keeps the hand', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: swamps(2), hand: ['Bitter Triumph', 'Forest'] },
          p2: { battlefield: [{ id: 'spider', card: 'Giant Spider' }] },
        },
      },
      [{ cast: 'Bitter Triumph', targets: ['spider'] }, { decide: '1' }, { pass: true }],
      { cards: compiled(bitterTriumph) },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(17);
    expect(g.names('p1', 'hand')).toEqual(['Forest']);
    expect(g.names('p2', 'graveyard')).toEqual(['Giant Spider']);
  });

  it('Bitter Triumph: discarding the only other card pays it, and no life is paid', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: swamps(2), hand: ['Bitter Triumph', 'Forest'] },
          p2: { battlefield: [{ id: 'spider', card: 'Giant Spider' }] },
        },
      },
      [{ cast: 'Bitter Triumph', targets: ['spider'] }, { decide: '0' }, { pass: true }],
      { cards: compiled(bitterTriumph) },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(20);
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Bitter Triumph', 'Forest']);
  });

  it("Annihilating Glare with one land: the creature is sacrificed, {4} more can't be paid", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Swamp', { id: 'elves', card: 'Llanowar Elves' }], hand: ['Annihilating Glare'] },
          p2: { battlefield: [{ id: 'spider', card: 'Giant Spider' }] },
        },
      },
      [{ cast: 'Annihilating Glare', targets: ['spider'] }, { pass: true }],
      { cards: compiled(glare) },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Annihilating Glare', 'Llanowar Elves']);
    expect(g.names('p2', 'graveyard')).toEqual(['Giant Spider']);
  });

  it('Daring Buccaneer with one land reveals the other Pirate (never itself), which stays in the hand (CR 701.20a)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain'], hand: ['Daring Buccaneer', { id: 'other', card: 'Daring Buccaneer' }] },
        },
      },
      [{ cast: 'Daring Buccaneer' }],
      { cards: compiled(buccaneer) },
    );
    expect(g.error).toBeNull();
    expect(g.events.some((e) => e.type === 'Revealed' && e.objectId === g.get('other').id)).toBe(true);
    expect(g.find('other')?.zone).toBe('hand');
    g.act({ pass: true });
    expect(g.names('p1', 'battlefield')).toContain('Daring Buccaneer');
  });

  it("Daring Buccaneer alone in the hand with one land can't be cast: it can't reveal itself", () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Mountain'], hand: ['Daring Buccaneer', 'Forest'] } } },
      [{ cast: 'Daring Buccaneer' }],
      { cards: compiled(buccaneer) },
    );
    expect(g.error).toMatch(/additional cost/);
  });

  it('near miss: "If the modified creature was sacrificed" stays text', () => {
    // The cost is read now ("modified", CR 700.9); which creature was sacrificed is not.
    expect(unenforced(throwdown)).toEqual([
      expect.stringMatching(/^Destroy target creature or planeswalker\. If the modified creature was sacrificed/),
    ]);
  });
});
