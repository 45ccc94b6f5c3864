import { describe, expect, it } from 'vitest';
import { game } from '../../testing/harness';

const main = { number: 3, active: 'p1' as const, phase: 'main1' as const };
/** Helix already on the battlefield with two imprinted sorceries. */
const imprinted = (a: string, b: string, extra: Record<string, unknown> = {}) => ({
  turn: main,
  players: {
    p1: {
      battlefield: [
        'Mountain',
        'Mountain',
        'Mountain',
        'Island',
        'Island',
        'Island',
        { id: 'helix', card: 'Spellweaver Helix' },
      ],
      hand: ['Lava Axe', 'Divination', 'Assault // Battery'],
      library: ['Island', 'Island', 'Island', 'Island'],
      ...extra,
    },
    p2: {
      exile: [
        { id: 'a', card: a, exiledWith: 'helix' },
        { id: 'b', card: b, exiledWith: 'helix' },
      ],
      library: ['Island'],
    },
  },
});

describe('Spellweaver Helix', () => {
  it('imprint: exiles two target sorcery cards from a single graveyard, linked to this Helix (CR 607.2a)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { manaPool: 'CCC', hand: ['Spellweaver Helix'] },
          p2: { graveyard: ['Divination', 'Lava Axe', 'Shock'] },
        },
      },
      [{ cast: 'Spellweaver Helix' }, { pass: true }, { pass: true }, { decide: true }],
    );
    // Exactly two sorcery cards in a single graveyard: the two targets are the only choice.
    expect(g.error).toBeNull();
    expect(g.names('p2', 'exile')).toEqual(['Divination', 'Lava Axe']);
    expect(g.state.links.length).toBe(2);
  });
  it('casting a card with an imprinted name copies the other in exile and lets it be cast free, during resolution', () => {
    const g = game(imprinted('Lava Axe', 'Divination'), [{ cast: 'Lava Axe', targets: ['p2'] }]);
    expect(g.stack()).toEqual(['Lava Axe', 'Spellweaver Helix ability']);
    g.act({ pass: true });
    g.act({ decide: true }); // copy the other
    const copy = g.events.find((e) => e.type === 'CopyCreated');
    expect(copy && copy.type === 'CopyCreated' && copy.zone).toBe('exile');
    g.act({ decide: true }); // cast it
    expect(g.stack()).toEqual(['Lava Axe', 'Divination (copy)']);
    g.act({ pass: true });
    expect(g.names('p1', 'hand').length).toBe(4); // Divination, Assault // Battery + 2 drawn
  });
  it('a cast copy is not a card: casting the copy does not trigger the Helix again (CR 108.2)', () => {
    const g = game(imprinted('Lava Axe', 'Divination'), [
      { cast: 'Divination' },
      { pass: true },
      { decide: true },
      { decide: true },
      { decide: 'p2' },
    ]);
    expect(g.error).toBeNull();
    // The copy of Lava Axe was cast (it has the imprinted name) but did not trigger the Helix.
    expect(g.stack()).toEqual(['Divination', 'Lava Axe (copy)']);
    expect(g.events.filter((e) => e.type === 'AbilityTriggered').length).toBe(1);
  });
  it('two imprinted cards with the same name: exactly one copy, and no question which one counts (they are alike)', () => {
    const g = game(imprinted('Lava Axe', 'Lava Axe'), [{ cast: 'Lava Axe', targets: ['p2'] }, { pass: true }]);
    expect(g.state.pendingDecision).toMatchObject({
      kind: 'may',
      prompt: expect.stringMatching(/copy the other exiled card/),
    });
    g.act({ decide: true });
    g.act({ decide: true });
    g.act({ decide: 'p2' });
    expect(g.events.filter((e) => e.type === 'CopyCreated').length).toBe(1);
  });
  it('two same-named imprinted cards that differ (one has a counter) are still chosen between', () => {
    const board = imprinted('Lava Axe', 'Lava Axe');
    board.players.p2.exile[0] = {
      ...board.players.p2.exile[0]!,
      counters: { time: 1 },
    } as (typeof board.players.p2.exile)[number];
    const g = game(board, [{ cast: 'Lava Axe', targets: ['p2'] }, { pass: true }]);
    expect(g.state.pendingDecision?.kind).toBe('chooseObjects');
  });
  it('a split card in exile has both names: casting Assault matches Assault // Battery', () => {
    const g = game(imprinted('Assault // Battery', 'Divination'), [
      { cast: 'Assault // Battery', half: 'Assault', targets: ['p2'] },
    ]);
    expect(g.stack()).toEqual(['Assault', 'Spellweaver Helix ability']);
  });
  it('casting Divination copies the split card; the copy is cast as one half', () => {
    const g = game(imprinted('Assault // Battery', 'Divination'), [
      { cast: 'Divination' },
      { pass: true },
      { decide: true },
      { decide: true },
    ]);
    expect(g.state.pendingDecision?.options.map((o) => o.value)).toEqual(['Assault', 'Battery']);
    g.act({ decide: 'Battery' });
    expect(g.stack()).toEqual(['Divination', 'Battery']);
  });
  it('no match, no trigger (intervening if, CR 603.4)', () => {
    const g = game(imprinted('Lava Axe', 'Divination'), [
      { cast: 'Assault // Battery', half: 'Assault', targets: ['p2'] },
    ]);
    expect(g.stack()).toEqual(['Assault']);
  });
  it('if the Helix leaves the battlefield in response, its last-known information still makes the copy', () => {
    const g = game(
      imprinted('Lava Axe', 'Divination', {
        hand: ['Lava Axe', 'Disenchant'],
        battlefield: [
          'Mountain',
          'Mountain',
          'Mountain',
          'Mountain',
          'Mountain',
          'Plains',
          'Plains',
          { id: 'helix', card: 'Spellweaver Helix' },
        ],
      }),
      [
        { cast: 'Lava Axe', targets: ['p2'] },
        { cast: 'Disenchant', targets: ['helix'] },
        { pass: true },
        { pass: true },
        { decide: true },
        { decide: true },
      ],
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toContain('Spellweaver Helix');
    expect(g.stack()).toEqual(['Lava Axe', 'Divination (copy)']);
  });
  it('if the other imprinted card leaves exile in response, no copy is made', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              'Mountain',
              'Mountain',
              'Mountain',
              'Mountain',
              'Mountain',
              'Swamp',
              { id: 'helix', card: 'Spellweaver Helix' },
            ],
            hand: ['Lava Axe'],
          },
          p2: {
            exile: [
              { id: 'a', card: 'Lava Axe', exiledWith: 'helix' },
              { id: 'b', card: 'Divination', exiledWith: 'helix' },
            ],
            library: ['Island'],
          },
        },
        options: { sandbox: true },
      },
      [{ cast: 'Lava Axe', targets: ['p2'] }, { move: 'b', to: 'graveyard', player: 'p2' }, { pass: true }],
    );
    expect(g.error).toBeNull();
    expect(g.has('CopyCreated')).toBe(false);
  });
  it('a Helix that leaves and comes back is a new object with no imprinted cards (CR 400.7, 607.2a)', () => {
    const g = game({ ...imprinted('Lava Axe', 'Divination'), options: { sandbox: true } }, [
      { move: 'helix', to: 'hand' },
      { move: 'helix', to: 'battlefield', player: 'p1' },
      { cast: 'Lava Axe', targets: ['p2'] },
    ]);
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Lava Axe']);
  });
});
