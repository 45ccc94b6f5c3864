// "Prevent all damage that creatures would deal to players this turn", "Prevent all combat damage
// blue creatures and black creatures would deal this turn", "Prevent all damage that black sources
// and red sources would deal this turn", "… dealt this turn by non-Human sources", "… by creatures
// with power 3 or less", "Prevent all combat damage a creature of your choice would deal this
// turn" on real pool cards (CR 615.1, 609.7): one shield per group, read as the damage would be
// dealt (a prevention effect doesn't lock in its objects; a creature pumped afterwards is checked
// with its power then). A source may be a spell (CR 109.2c): "sources" covers Shock, "creatures"
// doesn't.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const chameleonBlur = card(
  'Chameleon Blur',
  '{3}{G}',
  'Instant',
  'Prevent all damage that creatures would deal to players this turn.',
);
const luminesce = card(
  'Luminesce',
  '{W}',
  'Instant',
  'Prevent all damage that black sources and red sources would deal this turn.',
);
const repel = card(
  'Repel the Abominable',
  '{1}{W}',
  'Instant',
  'Prevent all damage that would be dealt this turn by non-Human sources.',
);
const fogOfWar = card(
  'Fog of War',
  '{2}{G}',
  'Instant',
  'You gain 1 life for each creature on the battlefield. Prevent all combat damage that would be dealt this turn by creatures with power 3 or less.',
);
const radiantKavu = card(
  'Radiant Kavu',
  '{R}{G}{W}',
  'Creature — Kavu',
  '{R}{G}{W}: Prevent all combat damage blue creatures and black creatures would deal this turn.',
  '3/3',
);
const ajanisAid = card(
  "Ajani's Aid",
  '{2}{G}{W}',
  'Enchantment',
  'When this enchantment enters, you may search your library and/or graveyard for a card named Ajani, Valiant Protector, reveal it, and put it into your hand. If you search your library this way, shuffle.\nSacrifice this enchantment: Prevent all combat damage a creature of your choice would deal this turn.',
);
const dromokasCommand = card(
  "Dromoka's Command",
  '{G}{W}',
  'Instant',
  "Choose two —\n• Prevent all damage target instant or sorcery spell would deal this turn.\n• Target player sacrifices an enchantment of their choice.\n• Put a +1/+1 counter on target creature.\n• Target creature you control fights target creature you don't control.",
);
const hallow = card(
  'Hallow',
  '{W}',
  'Instant',
  'Prevent all damage target spell would deal this turn. You gain life equal to the damage prevented this way.',
);
const giantGrowth = card('Giant Growth', '{G}', 'Instant', 'Target creature gets +3/+3 until end of turn.');
const coralMerfolk = card('Coral Merfolk', '{1}{U}', 'Creature — Merfolk', '', '2/1');
/** A vanilla Human 2/2 for Repel the Abominable's "non-Human". */
const human = card('Village Watch', '{1}{W}', 'Creature — Human Soldier', '', '2/2');
const CARDS = compiled(
  dromokasCommand,
  chameleonBlur,
  luminesce,
  repel,
  fogOfWar,
  radiantKavu,
  ajanisAid,
  giantGrowth,
  coralMerfolk,
  human,
);

const LANDS = ['Plains', 'Plains', 'Plains', 'Forest', 'Forest', 'Forest', 'Mountain', 'Mountain', 'Island'];

/** p1's main phase with `hand`, its creature `mine` (Grizzly Bears unless said), and p2's Grizzly Bears `theirs`. */
function board(hand: string[], mine = 'Grizzly Bears', extra: string[] = []) {
  const g = game(
    {
      turn: main,
      players: {
        p1: { life: 20, battlefield: [...LANDS, ...extra, { id: 'mine', card: mine }], hand },
        p2: { life: 20, battlefield: [{ id: 'theirs', card: 'Grizzly Bears' }] },
      },
    },
    [],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

/** `mine` attacks; p2's Bears block it or not; play goes to the end step. */
function fight(g: ReturnType<typeof board>, blocked: boolean) {
  g.act({ advance: 'declareAttackers' });
  g.act({ attack: ['mine'] });
  g.act(blocked ? { block: { theirs: 'mine' }, player: 'p2' } : { block: {}, player: 'p2' });
  expect(g.error).toBeNull();
  g.act({ advance: 'end' });
  return g;
}

describe('prevention shields for groups named as the dealer (CR 615.1)', () => {
  it('Chameleon Blur: an unblocked creature deals no damage to the player, but Shock (a spell) does', () => {
    const g = board(['Chameleon Blur', 'Shock']);
    g.act({ cast: 'Chameleon Blur' });
    g.act({ pass: true });
    fight(g, false);
    expect(g.state.players.p2.life).toBe(20);
    const h = board(['Chameleon Blur', 'Shock']);
    h.act({ cast: 'Chameleon Blur' });
    h.act({ pass: true });
    h.act({ cast: 'Shock', targets: ['p2'] });
    h.act({ pass: true });
    expect(h.state.players.p2.life).toBe(18);
  });

  it('Chameleon Blur: damage creatures deal to creatures is dealt (blocked Bears trade)', () => {
    const g = board(['Chameleon Blur']);
    g.act({ cast: 'Chameleon Blur' });
    g.act({ pass: true });
    fight(g, true);
    expect(g.names('p1', 'graveyard')).toContain('Grizzly Bears');
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });

  it('Luminesce: Shock, a red spell, deals no damage; a green creature still does', () => {
    const g = board(['Luminesce', 'Shock']);
    g.act({ cast: 'Luminesce' });
    g.act({ pass: true });
    g.act({ cast: 'Shock', targets: ['p2'] });
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(20);
    fight(g, false);
    expect(g.state.players.p2.life).toBe(18);
  });

  it('Repel the Abominable: a Human deals its damage, Shock (no creature type) deals none', () => {
    const g = board(['Repel the Abominable', 'Shock'], 'Village Watch');
    g.act({ cast: 'Repel the Abominable' });
    g.act({ pass: true });
    g.act({ cast: 'Shock', targets: ['p2'] });
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(20);
    fight(g, false);
    expect(g.state.players.p2.life).toBe(18);
  });

  it("Fog of War: a 2-power attacker deals nothing; pumped to 5 after it resolved, it's checked as the damage is dealt", () => {
    const g = board(['Fog of War']);
    g.act({ cast: 'Fog of War' });
    g.act({ pass: true });
    // Two creatures on the battlefield: 1 life each.
    expect(g.state.players.p1.life).toBe(22);
    fight(g, false);
    expect(g.state.players.p2.life).toBe(20);
    const h = board(['Fog of War', 'Giant Growth']);
    h.act({ cast: 'Fog of War' });
    h.act({ pass: true });
    h.act({ cast: 'Giant Growth', targets: ['mine'] });
    h.act({ pass: true });
    fight(h, false);
    expect(h.state.players.p2.life).toBe(15);
  });

  it("Radiant Kavu: a blue creature's combat damage is prevented, a green one's is not", () => {
    const g = board([], 'Coral Merfolk', ['Radiant Kavu']);
    g.act({ activate: 'Radiant Kavu' });
    g.act({ pass: true });
    fight(g, false);
    expect(g.state.players.p2.life).toBe(20);
    const h = board([], 'Grizzly Bears', ['Radiant Kavu']);
    h.act({ activate: 'Radiant Kavu' });
    h.act({ pass: true });
    fight(h, false);
    expect(h.state.players.p2.life).toBe(18);
  });

  it("Ajani's Aid: the chosen creature's combat damage is prevented; Shock from the same player is not", () => {
    const g = board(['Shock'], 'Grizzly Bears', ["Ajani's Aid"]);
    g.act({ activate: "Ajani's Aid" });
    g.act({ pass: true });
    expect(g.state.pendingDecision?.kind).toBe('chooseObjects');
    g.act({ decide: [g.get('mine').id] });
    expect(g.error).toBeNull();
    g.act({ cast: 'Shock', targets: ['p2'] });
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(18);
    fight(g, false);
    expect(g.state.players.p2.life).toBe(18);
  });

  it("Dromoka's Command: the targeted Shock deals no damage as it resolves; the +1/+1 counter is put", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain'], hand: ['Shock'] },
          p2: {
            battlefield: ['Forest', 'Plains', { id: 'theirs', card: 'Grizzly Bears' }],
            hand: ["Dromoka's Command"],
          },
        },
      },
      [{ cast: 'Shock', targets: ['theirs'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.perform({
      type: 'cast',
      player: 'p2',
      object: g.get("Dromoka's Command").id,
      modes: [0, 2],
      targets: [g.get('Shock').id, g.get('theirs').id],
    });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.state.stack).toHaveLength(0);
    expect(g.names('p1', 'graveyard')).toEqual(['Shock']);
    expect(g.get('theirs').damage).toBe(0);
    expect(g.get('theirs').counters['+1/+1']).toBe(1);
  });

  it('Hallow is read: its life gain is a further effect of the shield (prevent-gain-life.test.ts)', () => {
    expect(unenforced(hallow)).toEqual([]);
  });

  it('near misses stay text: "other creatures" (other than the source) and "that creature … by colorless sources"', () => {
    const hazeFrog = card(
      'Haze Frog',
      '{3}{G}{G}',
      'Creature — Frog',
      'Flash (You may cast this spell any time you could cast an instant.)\nWhen this creature enters, prevent all combat damage that other creatures would deal this turn.',
      '2/1',
    );
    const focus = card(
      "Lithomancer's Focus",
      '{W}',
      'Instant',
      'Target creature gets +2/+2 until end of turn. Prevent all damage that would be dealt to that creature this turn by colorless sources.',
    );
    expect(unenforced(hazeFrog)).toHaveLength(1);
    expect(unenforced(focus)).toEqual([focus.oracle_text]);
  });
});
