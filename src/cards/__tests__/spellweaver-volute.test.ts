import { describe, expect, it } from 'vitest';
import { game } from '../../testing/harness';

const main = { number: 3, active: 'p1' as const, phase: 'main1' as const };
const board = (
  extraP1: object = {},
  p2Graveyard: unknown[] = [
    { id: 'bolt', card: 'Lightning Bolt' },
    { id: 'shock', card: 'Shock' },
  ],
) => ({
  turn: main,
  players: {
    p1: {
      battlefield: [
        'Island',
        'Island',
        'Island',
        'Swamp',
        { id: 'vol', card: 'Spellweaver Volute', attachedTo: 'bolt' },
      ],
      hand: ['Divination', 'Cremate', 'Disenchant'],
      library: ['Island', 'Island', 'Island'],
      ...extraP1,
    },
    p2: { graveyard: p2Graveyard, library: ['Island'] },
  },
});

describe('Spellweaver Volute', () => {
  it('enchants a card in a graveyard while on the battlefield (ruling 2)', () => {
    const g = game(board());
    expect(g.get('vol').zone).toBe('battlefield');
    expect(g.get('vol').attachedTo).toBe(g.get('bolt').id);
    expect(g.get('bolt').zone).toBe('graveyard');
  });
  it('copies the enchanted card in the graveyard; the copy is cast from there; the card is exiled and the Aura moves (ruling 4)', () => {
    const g = game(board(), [{ cast: 'Divination' }]);
    expect(g.stack()).toEqual(['Divination', 'Spellweaver Volute ability']);
    g.act({ pass: true });
    expect(g.has('CopyCreated', '707.12')).toBe(true);
    const copyEv = g.events.find((e) => e.type === 'CopyCreated');
    expect(copyEv && copyEv.type === 'CopyCreated' && copyEv.zone).toBe('graveyard');
    g.act({ decide: true });
    g.act({ decide: 'p2' });
    expect(g.stack()).toEqual(['Divination', 'Lightning Bolt (copy)']);
    expect(g.names('p2', 'exile')).toEqual(['Lightning Bolt']);
    expect(g.get('vol').attachedTo).toBe(g.get('shock').id);
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(17);
    // The resolved copy went to a graveyard and ceased to exist at the SBA check (704.5e).
    expect(g.has('CeasedToExist', '704.5e')).toBe(true);
    expect(g.names('p1', 'graveyard')).toEqual([]);
  });
  it('declining to cast: the copy stays in the graveyard until SBAs, then ceases to exist; nothing is exiled (ruling 4)', () => {
    const g = game(board(), [{ cast: 'Divination' }, { pass: true }, { decide: false }]);
    expect(g.names('p2', 'graveyard')).toEqual(['Lightning Bolt', 'Shock']);
    expect(g.has('CeasedToExist', '704.5e')).toBe(true);
    expect(g.get('vol').attachedTo).toBe(g.get('bolt').id);
  });
  it('with no other instant card in a graveyard the Volute is attached to nothing and goes to the graveyard (ruling 4)', () => {
    const g = game(board({}, [{ id: 'bolt', card: 'Lightning Bolt' }]), [
      { cast: 'Divination' },
      { pass: true },
      { decide: true },
      { decide: 'p2' },
    ]);
    expect(g.names('p1', 'graveyard')).toEqual(['Spellweaver Volute']);
    expect(g.has('StateBasedAction', '704.5m')).toBe(true);
  });
  it('falls off when the enchanted card changes zones, e.g. exiled by Cremate (ruling 3)', () => {
    const g = game(board(), [{ cast: 'Cremate', targets: ['bolt'] }, { pass: true }]);
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toContain('Spellweaver Volute');
    expect(g.names('p2', 'exile')).toEqual(['Lightning Bolt']);
  });
  it('Volute leaves first, then the card: LKI identifies the card and it is copied (ruling 5)', () => {
    const g = game(
      board({
        battlefield: [
          'Island',
          'Island',
          'Island',
          'Swamp',
          'Plains',
          'Plains',
          { id: 'vol', card: 'Spellweaver Volute', attachedTo: 'bolt' },
        ],
      }),
      [
        { cast: 'Divination' },
        { cast: 'Disenchant', targets: ['vol'] },
        { pass: true },
        { cast: 'Cremate', targets: ['bolt'] },
        { pass: true },
        { pass: true },
      ],
    );
    expect(g.error).toBeNull();
    expect(g.has('LkiUsed', '608.2h')).toBe(true);
    expect(g.has('CopyCreated', '707.12')).toBe(true);
    expect(g.state.pendingDecision?.prompt).toMatch(/cast the copy of Lightning Bolt/);
  });
  it('the card is exiled in response: the Volute falls off, its LKI shows it enchanting nothing, no copy (ruling 6)', () => {
    const g = game(board(), [
      { cast: 'Divination' },
      { cast: 'Cremate', targets: ['bolt'] },
      { pass: true },
      { pass: true },
    ]);
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toContain('Spellweaver Volute');
    expect(g.has('CopyCreated')).toBe(false);
    expect(g.state.pendingDecision).toBeNull();
  });
});
