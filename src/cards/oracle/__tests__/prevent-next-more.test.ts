// More prevention shields from resolved abilities (CR 615.1, 615.7, 615.8, 609.7a): "Prevent the
// next 1 combat damage that would be dealt to you this turn" (only combat damage uses it up),
// "Prevent the next 3 damage that would be dealt to any target this turn by a source of your
// choice" (only that source's damage to that target), and "The next time ~ would deal damage to
// you this turn, prevent that damage" (that object's next damage to that one recipient; "you" is
// whoever activated the ability, CR 602.1 / 109.5).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const griffin = card(
  'Decorated Griffin',
  '{4}{W}',
  'Creature — Griffin',
  'Flying\n{1}{W}: Prevent the next 1 combat damage that would be dealt to you this turn.',
  '2/3',
);
const healingGrace = card(
  'Healing Grace',
  '{W}',
  'Instant',
  'Prevent the next 3 damage that would be dealt to any target this turn by a source of your choice. You gain 3 life.',
);
const mercenaries = card(
  'Mercenaries',
  '{3}{W}',
  'Creature — Human Mercenary',
  '{3}: The next time this creature would deal damage to you this turn, prevent that damage. Any player may activate this ability.',
  '3/3',
);
const CARDS = compiled(griffin, healingGrace, mercenaries);

describe('Prevent the next N combat damage (CR 615.7, 510.1)', () => {
  it("Decorated Griffin: Shock's 2 (not combat) is dealt; of the Bears' 2 combat damage, 1 is prevented", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', { id: 'bears', card: 'Grizzly Bears' }], hand: ['Shock'] },
          p2: { life: 20, battlefield: ['Plains', 'Plains', { id: 'griffin', card: 'Decorated Griffin' }] },
        },
      },
      [{ cast: 'Shock', targets: ['p2'] }, { activate: 'griffin', player: 'p2' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.stack).toHaveLength(0);
    expect(g.state.players.p2.life).toBe(18);
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['bears'] });
    g.act({ block: {}, player: 'p2' });
    g.act({ advance: 'end' });
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(17);
  });
});

describe('the next N damage by a source of your choice (CR 609.7a, 615.7)', () => {
  /** p1 Shocks its own Bears, then casts Healing Grace on them, choosing `source` as it resolves. */
  function graceAgainst(source: 'Shock' | 'Mountain') {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            life: 20,
            battlefield: ['Mountain', 'Plains', { id: 'bears', card: 'Grizzly Bears' }],
            hand: ['Shock', 'Healing Grace'],
          },
        },
      },
      [{ cast: 'Shock', targets: ['bears'] }, { cast: 'Healing Grace', targets: ['bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision?.kind).toBe('chooseObjects');
    g.act({ decide: [g.get(source).id] });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.state.stack).toHaveLength(0);
    return g;
  }

  it('Healing Grace choosing Shock: its 2 damage to the Bears is prevented, and 3 life is gained', () => {
    const g = graceAgainst('Shock');
    expect(g.state.players.p1.life).toBe(23);
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
    expect(g.get('bears').damage).toBe(0);
  });

  it('Healing Grace choosing another source: Shock is dealt and the Bears die', () => {
    const g = graceAgainst('Mountain');
    expect(g.names('p1', 'graveyard')).toEqual(expect.arrayContaining(['Grizzly Bears', 'Shock', 'Healing Grace']));
  });
});

describe('the next time ~ would deal damage to you (CR 615.8)', () => {
  /** p2's Mercenaries attack p1 (and p1 activates its ability first, or not). */
  function mercenariesAttack(activate: boolean) {
    const g = game(
      {
        turn: { number: 3, active: 'p2' as const, phase: 'main1' as const },
        players: {
          p1: { life: 20, battlefield: ['Plains', 'Plains', 'Plains'] },
          p2: { battlefield: [{ id: 'merc', card: 'Mercenaries' }] },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ advance: 'declareAttackers', player: 'p2' });
    g.act({ attack: ['merc'], player: 'p2' });
    if (activate) {
      g.act({ activate: 'merc', player: 'p1' });
      g.act({ pass: true });
    }
    g.act({ block: {}, player: 'p1' });
    g.act({ advance: 'end', player: 'p2' });
    expect(g.error).toBeNull();
    return g;
  }

  it('Mercenaries, activated by its opponent: its combat damage to that player is prevented', () => {
    expect(mercenariesAttack(true).state.players.p1.life).toBe(20);
    expect(mercenariesAttack(false).state.players.p1.life).toBe(17);
  });

  it('near miss stays text: "The next time target creature would deal damage this turn" (any recipients at once)', () => {
    const awe = card(
      'Awe Strike',
      '{W}',
      'Instant',
      'The next time target creature would deal damage this turn, prevent that damage. You gain life equal to the damage prevented this way.',
    );
    expect(unenforced(awe)).toHaveLength(1);
  });
});
