// "Prevent all (combat) damage …" on real pool cards (CR 615.1). Static abilities (615.1a):
// whatever matches as the damage would be dealt is covered ("to attacking creatures you control",
// "to creatures", "to and dealt by creatures you control", "… by sources you control", "that ~
// would deal to red creatures"). Resolved spells and abilities leave shields for the objects they
// name ("one or two target creatures would deal this turn", "dealt this turn to up to two target
// creatures", "dealt to ~ by target creature this turn": both must hold).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const dolmenGate = card(
  'Dolmen Gate',
  '{2}',
  'Artifact',
  'Prevent all combat damage that would be dealt to attacking creatures you control.',
);
const bubbleMatrix = card('Bubble Matrix', '{4}', 'Artifact', 'Prevent all damage that would be dealt to creatures.');
const statecraft = card(
  'Statecraft',
  '{3}{U}',
  'Enchantment',
  'Prevent all combat damage that would be dealt to and dealt by creatures you control.',
);
const lightOfSanction = card(
  'Light of Sanction',
  '{1}{W}{W}',
  'Enchantment',
  'Prevent all damage that would be dealt to creatures you control by sources you control.',
);
const indenturedOaf = card(
  'Indentured Oaf',
  '{3}{R}',
  'Creature — Ogre Warrior',
  'Prevent all damage that this creature would deal to red creatures.',
  '4/3',
);
const grayOgre = card('Gray Ogre', '{2}{R}', 'Creature — Ogre', '', '2/2');
const soulParry = card(
  'Soul Parry',
  '{1}{W}',
  'Instant',
  'Prevent all damage one or two target creatures would deal this turn.',
);
const redeem = card(
  'Redeem',
  '{1}{W}',
  'Instant',
  'Prevent all damage that would be dealt this turn to up to two target creatures.',
);
const stonewise = card(
  'Stonewise Fortifier',
  '{1}{W}',
  'Creature — Human Wizard',
  '{4}{W}: Prevent all damage that would be dealt to this creature by target creature this turn.',
  '2/2',
);
const CARDS = compiled(
  dolmenGate,
  bubbleMatrix,
  statecraft,
  lightOfSanction,
  indenturedOaf,
  grayOgre,
  soulParry,
  redeem,
  stonewise,
);

/** p1 (with `mine` on the battlefield) attacks with its Grizzly Bears `a`; p2 blocks with its `blocker` `b`. */
function bearsBlocked(mine: string[], blocker: string) {
  const g = game(
    {
      turn: main,
      players: {
        p1: { battlefield: [{ id: 'a', card: 'Grizzly Bears' }, ...mine] },
        p2: { battlefield: [{ id: 'b', card: blocker }] },
      },
    },
    [{ advance: 'declareAttackers' }, { attack: ['a'] }, { block: { b: 'a' }, player: 'p2' }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  g.act({ advance: 'end' });
  return g;
}

describe('static prevention (CR 615.1a)', () => {
  it('Dolmen Gate: the attacking Bears are dealt no combat damage; the blocking Bears die', () => {
    const g = bearsBlocked(['Dolmen Gate'], 'Grizzly Bears');
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });

  it('Dolmen Gate covers only attacking creatures: a blocking creature of its controller is dealt damage', () => {
    const g = game(
      {
        turn: { number: 3, active: 'p2', phase: 'main1' },
        players: {
          p1: { battlefield: ['Dolmen Gate', { id: 'b', card: 'Grizzly Bears' }] },
          p2: { battlefield: [{ id: 'a', card: 'Grizzly Bears' }] },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['a'] }, { block: { b: 'a' }, player: 'p1' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ advance: 'end' });
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });

  it('Statecraft: neither the attacking Bears nor the blocker is dealt damage (to and by creatures you control)', () => {
    const g = bearsBlocked(['Statecraft'], 'Grizzly Bears');
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
    expect(g.names('p2', 'battlefield')).toEqual(['Grizzly Bears']);
  });

  it('Bubble Matrix: Shock at a creature is prevented; Shock at a player is not', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Bubble Matrix', 'Mountain', 'Mountain'], hand: ['Shock', 'Shock'] },
          p2: { battlefield: [{ id: 'b', card: 'Grizzly Bears' }] },
        },
      },
      [{ cast: 'Shock', targets: ['b'] }, { pass: true }, { cast: 'Shock', targets: ['p2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'battlefield')).toEqual(['Grizzly Bears']);
    expect(g.state.players.p2.life).toBe(18);
  });

  it("Light of Sanction: its controller's Shock deals nothing to their own Bears, but kills the opponent's", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Light of Sanction', { id: 'mine', card: 'Grizzly Bears' }, 'Mountain', 'Mountain'],
            hand: ['Shock', 'Shock'],
          },
          p2: { battlefield: [{ id: 'theirs', card: 'Grizzly Bears' }] },
        },
      },
      [{ cast: 'Shock', targets: ['mine'] }, { pass: true }, { cast: 'Shock', targets: ['theirs'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });

  it('Indentured Oaf blocked by a red creature deals it no damage; blocked by a green one it does', () => {
    const red = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'a', card: 'Indentured Oaf' }] },
          p2: { battlefield: [{ id: 'b', card: 'Gray Ogre' }] },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['a'] }, { block: { b: 'a' }, player: 'p2' }],
      { cards: CARDS },
    );
    expect(red.error).toBeNull();
    red.act({ advance: 'end' });
    expect(red.names('p2', 'battlefield')).toEqual(['Gray Ogre']);
    const green = bearsBlockedBy('Indentured Oaf');
    expect(green.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });
});

/** p1's `attacker` attacks, p2's Grizzly Bears block it; play goes to the end step. */
function bearsBlockedBy(attacker: string) {
  const g = game(
    {
      turn: main,
      players: {
        p1: { battlefield: [{ id: 'a', card: attacker }] },
        p2: { battlefield: [{ id: 'b', card: 'Grizzly Bears' }] },
      },
    },
    [{ advance: 'declareAttackers' }, { attack: ['a'] }, { block: { b: 'a' }, player: 'p2' }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  g.act({ advance: 'end' });
  return g;
}

describe('prevention shields from spells and abilities (CR 615.1)', () => {
  it('Soul Parry on the unblocked attacking Bears: the defending player loses no life', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'a', card: 'Grizzly Bears' }, 'Plains', 'Plains'], hand: ['Soul Parry'] },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['a'] }, { cast: 'Soul Parry', targets: ['a'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ advance: 'end' });
    expect(g.state.players.p2.life).toBe(20);
  });

  it('Redeem on the Bears: a Shock after it deals them nothing; a Shock at the other creature kills it', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Plains', 'Plains', 'Mountain', 'Mountain', 'Mountain', 'Mountain'],
            hand: ['Redeem', 'Shock', 'Shock'],
          },
          p2: {
            battlefield: [
              { id: 'b', card: 'Grizzly Bears' },
              { id: 'c', card: 'Llanowar Elves' },
            ],
          },
        },
      },
      [
        { cast: 'Redeem', targets: ['b'] },
        { pass: true },
        { cast: 'Shock', targets: ['b'] },
        { pass: true },
        { cast: 'Shock', targets: ['c'] },
        { pass: true },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'battlefield')).toEqual(['Grizzly Bears']);
  });

  it('Stonewise Fortifier: damage to it from the target creature is prevented, damage from a Shock is not', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'f', card: 'Stonewise Fortifier' }, 'Plains', 'Plains', 'Plains', 'Plains', 'Plains'],
          },
          p2: { battlefield: [{ id: 'b', card: 'Grizzly Bears' }] },
        },
      },
      [{ activate: 'f', targets: ['b'] }, { pass: true }, { advance: 'declareAttackers' }, { attack: ['f'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ block: { b: 'f' }, player: 'p2' });
    g.act({ advance: 'end' });
    // The Bears' 2 damage is prevented; the Fortifier's 2 kills them.
    expect(g.names('p1', 'battlefield')).toContain('Stonewise Fortifier');
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });
});

describe('near misses stay text', () => {
  // A set in a spell ("to creatures this turn") is read as whatever matches as the damage would be
  // dealt, never as the creatures there now (prevent-groups.test.ts): Blinding Fog is read in full.
  it('a set in a spell ("to creatures this turn") is a group shield, not the creatures there now', () => {
    const fog = card(
      'Blinding Fog',
      '{G}',
      'Instant',
      'Prevent all damage that would be dealt to creatures this turn. Creatures you control gain hexproof until end of turn.',
    );
    expect(unenforced(fog)).toEqual([]);
  });

  it('"… to ~ by creatures blocking it" (Armored Transport) stays text', () => {
    const transport = card(
      'Armored Transport',
      '{3}',
      'Artifact Creature — Construct',
      'Prevent all combat damage that would be dealt to this creature by creatures blocking it.',
      '2/1',
    );
    expect(unenforced(transport)).toHaveLength(1);
  });

  it('a spell as the dealer ("target spell would deal this turn") is read: Hallow', () => {
    const hallow = card(
      'Hallow',
      '{W}',
      'Instant',
      'Prevent all damage target spell would deal this turn. You gain life equal to the damage prevented this way.',
    );
    expect(unenforced(hallow)).toHaveLength(0);
  });
});

describe('"Prevent the next N damage that would be dealt by ~ this turn" (CR 615.7)', () => {
  const barbedWire = card(
    'Barbed Wire',
    '{3}',
    'Artifact',
    "At the beginning of each player's upkeep, this artifact deals 1 damage to that player.\n{2}: Prevent the next 1 damage that would be dealt by this artifact this turn.",
  );
  const WIRE = compiled(barbedWire);

  /** p1's upkeep begins with Barbed Wire's trigger on the stack; `shield`: p1 activates its ability first. */
  function upkeep(shield: boolean) {
    const g = game(
      {
        turn: { number: 3, active: 'p1', phase: 'untap' },
        players: { p1: { battlefield: [{ id: 'w', card: 'Barbed Wire' }, 'Plains', 'Plains'] } },
      },
      [{ advance: 'upkeep' }, ...(shield ? [{ activate: 'w' }, { pass: true as const }] : []), { pass: true as const }],
      { cards: WIRE },
    );
    expect(g.error).toBeNull();
    return g;
  }

  it('activated in response, the shield prevents the 1 damage; without it p1 loses 1', () => {
    expect(upkeep(true).state.players.p1.life).toBe(20);
    expect(upkeep(false).state.players.p1.life).toBe(19);
  });
});

describe('"Prevent all noncombat damage …" (CR 615.1a, 510.1)', () => {
  const markOfAsylum = card(
    'Mark of Asylum',
    '{1}{W}{W}',
    'Enchantment',
    'Prevent all noncombat damage that would be dealt to creatures you control.',
  );
  const MARK = compiled(markOfAsylum);

  it("Mark of Asylum: Shock at its controller's Bears is prevented", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mark of Asylum', 'Mountain', { id: 'a', card: 'Grizzly Bears' }], hand: ['Shock'] },
        },
      },
      [{ cast: 'Shock', targets: ['a'] }, { pass: true }],
      { cards: MARK },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
    expect(g.get('a').damage).toBe(0);
  });

  it('combat damage to those creatures is not prevented: the blocked Bears die', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mark of Asylum', { id: 'a', card: 'Grizzly Bears' }] },
          p2: { battlefield: [{ id: 'b', card: 'Grizzly Bears' }] },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['a'] }, { block: { b: 'a' }, player: 'p2' }],
      { cards: MARK },
    );
    expect(g.error).toBeNull();
    g.act({ advance: 'end' });
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears']);
  });
});
