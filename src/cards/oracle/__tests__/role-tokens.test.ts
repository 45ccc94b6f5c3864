// Role tokens (Wilds of Eldraine) on real pool cards: "Create a Monster Role token attached to
// target creature you control" creates a colorless Aura Role enchantment token with "Enchant
// creature" and its one ability, already attached (CR 303.4f: it enters attached, without
// targeting). A newer Role its controller controls on the same permanent puts the older one into
// its owner's graveyard (704.5y, a state-based action); another player's Role stays. The Wicked
// Role ("When this token is put into a graveyard, …") stays text.
import { describe, expect, it } from 'vitest';
import { allObjects, characteristics, readContext, type GameObject } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, run, unenforced } from './compiled';

const rage = card(
  'Monstrous Rage',
  '{R}',
  'Instant',
  'Target creature gets +2/+0 until end of turn. Create a Monster Role token attached to it. (If you control another Role on it, put that one into the graveyard. Enchanted creature gets +1/+1 and has trample.)',
);
const courtier = card(
  'Cursed Courtier',
  '{2}{W}',
  'Creature — Human Noble',
  'Lifelink\nWhen this creature enters, create a Cursed Role token attached to it. (Enchanted creature is 1/1.)',
  '3/3',
);
const treatment = card(
  'Royal Treatment',
  '{G}',
  'Instant',
  'Target creature you control gains hexproof until end of turn. Create a Royal Role token attached to that creature. (If you control another Role on it, put that one into the graveyard. Enchanted creature gets +1/+1 and has ward {1}.)',
);
const witch = card(
  'Diminisher Witch',
  '{2}{B}',
  'Creature — Human Warlock',
  'Bargain (You may sacrifice an artifact, enchantment, or token as you cast this spell.)\nWhen this creature enters, if it was bargained, create a Cursed Role token attached to target creature an opponent controls. (If you control another Role on it, put that one into the graveyard. Enchanted creature is 1/1.)',
  '3/2',
);
const whisper = card(
  "Eriette's Whisper",
  '{3}{B}',
  'Sorcery',
  'Target opponent discards two cards. Create a Wicked Role token attached to up to one target creature you control. (If you control another Role on it, put that one into the graveyard. Enchanted creature gets +1/+1. When this token is put into a graveyard, each opponent loses 1 life.)',
);
const CARDS = compiled(rage, courtier, treatment);

function chars(g: Game, o: GameObject) {
  return characteristics(readContext(g.state, g.engine.registry), o);
}

function roles(g: Game): GameObject[] {
  return allObjects(g.state).filter(
    (o) => o.token && o.zone === 'battlefield' && chars(g, o).subtypes.includes('Role'),
  );
}

describe('Role tokens (CR 303.4f, 704.5y)', () => {
  it('Monstrous Rage: a colorless Aura Role token attached to the target; the creature gets +1/+1 and trample', () => {
    const g = game(
      { turn: main, players: { p1: { hand: ['Monstrous Rage'], battlefield: ['Mountain', 'Grizzly Bears'] } } },
      [{ cast: 'Monstrous Rage', targets: ['Grizzly Bears'] }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const [role, ...more] = roles(g);
    expect(more).toHaveLength(0);
    const c = chars(g, role!);
    expect(c.names).toEqual(['Monster Role']);
    expect(c.types).toEqual(['enchantment']);
    expect(c.subtypes).toEqual(['Aura', 'Role']);
    expect(c.colors).toEqual([]);
    expect(role!.controller).toBe('p1');
    expect(role!.attachedTo).toBe(g.get('Grizzly Bears').id);
    // 2/2 + 2/+0 until end of turn + 1/+1.
    expect(pt(g, 'Grizzly Bears')).toEqual([5, 3]);
    expect(chars(g, g.get('Grizzly Bears')).keywords).toContain('trample');
  });

  it('a second Role from the same player replaces the first (704.5y); the older goes to the graveyard and ceases to exist', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Monstrous Rage', 'Royal Treatment'],
            battlefield: ['Mountain', 'Forest', 'Grizzly Bears'],
          },
        },
      },
      [{ cast: 'Monstrous Rage', targets: ['Grizzly Bears'] }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ cast: 'Royal Treatment', targets: ['Grizzly Bears'] });
    run(g);
    expect(g.error).toBeNull();
    const left = roles(g);
    expect(left.map((o) => chars(g, o).names[0])).toEqual(['Royal Role']);
    expect(left[0]!.attachedTo).toBe(g.get('Grizzly Bears').id);
    // +2/+0 until end of turn, +1/+1 from the Royal Role only; no trample now, ward {1} instead.
    expect(pt(g, 'Grizzly Bears')).toEqual([5, 3]);
    expect(chars(g, g.get('Grizzly Bears')).keywords).not.toContain('trample');
    expect(g.events.some((e) => e.rule === '704.5y')).toBe(true);
  });

  it("another player's Role on the same creature stays (704.5y counts one controller's Roles)", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Monstrous Rage'], battlefield: ['Mountain', 'Grizzly Bears'] },
          p2: { hand: ['Monstrous Rage'], battlefield: ['Mountain'] },
        },
      },
      [
        { cast: 'Monstrous Rage', targets: ['Grizzly Bears'] },
        { pass: true },
        { cast: 'Monstrous Rage', player: 'p2', targets: ['Grizzly Bears'] },
        { pass: true },
        { pass: true },
        { pass: true },
        { pass: true },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const both = roles(g);
    expect(both.map((o) => o.controller).sort()).toEqual(['p1', 'p2']);
    for (const o of both) expect(o.attachedTo).toBe(g.get('Grizzly Bears').id);
    // 2/2, +2/+0 twice, +1/+1 twice.
    expect(pt(g, 'Grizzly Bears')).toEqual([8, 4]);
  });

  it('Cursed Courtier: the Cursed Role makes it a 1/1 (base power and toughness, CR 613.4b), lifelink kept', () => {
    const g = game(
      { turn: main, players: { p1: { hand: ['Cursed Courtier'], battlefield: ['Plains', 'Plains', 'Plains'] } } },
      [{ cast: 'Cursed Courtier' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    run(g);
    expect(g.error).toBeNull();
    const [role] = roles(g);
    expect(chars(g, role!).names).toEqual(['Cursed Role']);
    expect(role!.attachedTo).toBe(g.get('Cursed Courtier').id);
    expect(pt(g, 'Cursed Courtier')).toEqual([1, 1]);
  });

  it('Monstrous Rage with its target gone: the spell does not resolve and no Role is created', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Monstrous Rage'], battlefield: ['Mountain', 'Grizzly Bears'] },
          p2: { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
        },
      },
      [
        { cast: 'Monstrous Rage', targets: ['Grizzly Bears'] },
        { pass: true },
        { cast: 'Lightning Bolt', player: 'p2', targets: ['Grizzly Bears'] },
        { pass: true },
        { pass: true },
        { pass: true },
        { pass: true },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('Grizzly Bears').zone).toBe('graveyard');
    expect(roles(g)).toHaveLength(0);
  });

  it('near miss: the Wicked Role (its graveyard trigger is not read) stays text; a bargained Cursed Role compiles', () => {
    expect(unenforced(whisper)).toEqual([whisper.oracle_text]);
    expect(compiled(witch)).toHaveLength(1);
  });
});
