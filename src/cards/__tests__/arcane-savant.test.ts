import { describe, expect, it } from 'vitest';
import { game } from '../../testing/harness';

const main = { number: 3, active: 'p1' as const, phase: 'main1' as const };
const lands = ['Island', 'Island', 'Island', 'Island', 'Island'];

describe('Arcane Savant', () => {
  it('pre-game: each Savant in the library may exile a drafted instant or sorcery (CR 103.2, ruling 1)', () => {
    const g = game({
      turn: main,
      players: {
        p1: {
          library: ['Arcane Savant', 'Arcane Savant', 'Island'],
          sideboard: ['Lightning Bolt', 'Divination', 'Grizzly Bears'],
        },
      },
    });
    expect(g.state.pendingDecision?.candidates.length).toBe(2); // Grizzly Bears is not an instant or sorcery
    g.act({ decide: ['Lightning Bolt'] });
    g.act({ decide: ['Divination'] });
    expect(g.names('p1', 'exile')).toEqual(['Lightning Bolt', 'Divination']);
    expect(g.state.links.every((l) => 'name' in l.linker && l.linker.name === 'Arcane Savant')).toBe(true);
  });
  it('ETB: with several exiled cards the controller chooses one to copy; the copy is cast from exile (rulings 2, 3)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: lands,
            hand: ['Arcane Savant'],
            exile: [
              { card: 'Lightning Bolt', exiledWith: 'Arcane Savant' },
              { card: 'Divination', exiledWith: 'Arcane Savant' },
            ],
            library: ['Island', 'Island'],
          },
        },
      },
      [{ cast: 'Arcane Savant' }, { pass: true }, { pass: true }],
    );
    expect(g.state.pendingDecision?.candidates.length).toBe(2);
    g.act({ decide: 'Lightning Bolt' });
    expect(g.state.pendingDecision?.prompt).toMatch(/cast the copy of Lightning Bolt/);
    g.act({ decide: true });
    g.act({ decide: 'p2' });
    expect(g.stack()).toEqual(['Lightning Bolt (copy)']);
    const cast = g.events.find((e) => e.type === 'SpellCast' && e.copy);
    expect(cast && cast.type === 'SpellCast' && cast.from).toBe('exile');
  });
  it('a sorcery copy is cast while the trigger is still on the stack (type timing ignored, ruling 3)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: lands,
            hand: ['Arcane Savant'],
            exile: [{ card: 'Divination', exiledWith: 'Arcane Savant' }],
            library: ['Island', 'Island'],
          },
        },
      },
      [{ cast: 'Arcane Savant' }, { pass: true }, { pass: true }, { decide: true }],
    );
    expect(g.error).toBeNull();
    const cast = g.events.find((e) => e.type === 'SpellCast' && e.copy);
    expect(cast && cast.type === 'SpellCast' && cast.from).toBe('exile');
    expect(g.stack()).toEqual(['Divination (copy)']);
  });
  it("Panic's own timing restriction still applies: outside combat the copy can't be cast (ruling 3)", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: lands, hand: ['Arcane Savant'], exile: [{ card: 'Panic', exiledWith: 'Arcane Savant' }] },
          p2: { battlefield: ['Grizzly Bears'] },
        },
      },
      [{ cast: 'Arcane Savant' }, { pass: true }, { pass: true }],
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toBeNull();
    expect(g.events.some((e) => e.type === 'NothingHappened' && /only during combat/.test(e.text))).toBe(true);
  });
  it('X is 0: a copy of Blaze deals 0 damage (ruling 5, CR 107.3b)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: lands, hand: ['Arcane Savant'], exile: [{ card: 'Blaze', exiledWith: 'Arcane Savant' }] },
        },
      },
      [{ cast: 'Arcane Savant' }, { pass: true }, { pass: true }, { decide: true }, { decide: 'p2' }, { pass: true }],
    );
    expect(g.error).toBeNull();
    expect(g.has('Note', '107.3b')).toBe(true);
    expect(g.state.players.p2.life).toBe(20);
  });
  it('mandatory additional costs must be paid: Fling needs a creature to sacrifice (ruling 4)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [...lands, 'Grizzly Bears'],
            hand: ['Arcane Savant'],
            exile: [{ card: 'Fling', exiledWith: 'Arcane Savant' }],
          },
        },
      },
      [{ cast: 'Arcane Savant' }, { pass: true }, { pass: true }, { decide: true }, { decide: 'p2' }],
    );
    expect(g.error).toBeNull();
    // Two creatures could be sacrificed (Arcane Savant itself is one): a choice.
    expect(g.state.pendingDecision?.purpose).toBe('sacrifice');
    g.act({ decide: 'Arcane Savant' });
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(17);
  });
  it('optional additional costs may be paid: Burst Lightning kicked (ruling 4)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [...lands, 'Mountain', 'Mountain', 'Mountain', 'Mountain'],
            hand: ['Arcane Savant'],
            exile: [{ card: 'Burst Lightning', exiledWith: 'Arcane Savant' }],
          },
        },
      },
      [
        { cast: 'Arcane Savant' },
        { pass: true },
        { pass: true },
        { decide: true },
        { decide: true },
        { decide: 'p2' },
        { pass: true },
      ],
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(16);
  });
});
