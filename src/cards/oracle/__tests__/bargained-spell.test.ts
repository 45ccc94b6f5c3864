// "If this spell was bargained, …" inside the spell's own effect (CR 702.166b): its bargain cost
// was paid as it was cast. With "… instead" (608.2c) exactly one of the two instructions is
// followed. A target required only if it was bargained (601.2c) is not read.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const BARGAIN = 'Bargain (You may sacrifice an artifact, enchantment, or token as you cast this spell.)';
const candy = card(
  'Candy Grapple',
  '{1}{B}',
  'Instant',
  `${BARGAIN}\nTarget creature gets -3/-3 until end of turn. If this spell was bargained, that creature gets -5/-5 until end of turn instead.`,
);
const glory = card(
  "Archon's Glory",
  '{1}{W}',
  'Instant',
  `${BARGAIN}\nTarget creature gets +2/+2 until end of turn. If this spell was bargained, that creature also gains flying and lifelink until end of turn.`,
);
const lightblades = card(
  "Kellan's Lightblades",
  '{1}{W}',
  'Instant',
  `${BARGAIN}\nKellan's Lightblades deals 3 damage to target attacking or blocking creature. If this spell was bargained, destroy that creature instead.`,
);
const cloud = card(
  'Hypnotic Cloud',
  '{1}{B}',
  'Sorcery',
  'Kicker {4} (You may pay an additional {4} as you cast this spell.)\nTarget player discards a card. If this spell was kicked, that player discards three cards instead.',
);
// Near miss: the land is a target only if the spell was bargained (CR 601.2c).
const wilds = card(
  'Brave the Wilds',
  '{G}',
  'Sorcery',
  `${BARGAIN}\nIf this spell was bargained, target land you control becomes a 3/3 Elemental creature with haste that's still a land.\nSearch your library for a basic land card, reveal it, put it into your hand, then shuffle.`,
);
const ornithopter = card('Ornithopter', '{0}', 'Artifact Creature — Thopter', 'Flying', '0/2');
const keywords = (g: Game, ref: string): unknown[] =>
  characteristics(readContext(g.state, g.engine.registry), g.get(ref)).keywords;
const cards = compiled(candy, glory, lightblades, cloud, ornithopter);

function withThopter(spell: string, target: string, bargain: boolean, theirs: { id: string; card: string }) {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: [
            'Swamp',
            'Plains',
            { id: 'thopter', card: 'Ornithopter' },
            { id: 'mine', card: 'Grizzly Bears' },
          ],
          hand: [spell],
        },
        p2: { battlefield: [theirs] },
      },
    },
    [{ cast: spell, targets: [target] }],
    { cards },
  );
  expect(g.state.pendingDecision).toMatchObject({ purpose: 'bargain' });
  g.act({ decide: bargain });
  g.act({ pass: true });
  expect(g.error).toBeNull();
  return g;
}

describe('If this spell was bargained (CR 702.166b)', () => {
  it('Candy Grapple bargained: -5/-5 instead, so a 2/4 dies; the artifact was sacrificed', () => {
    const g = withThopter('Candy Grapple', 'spider', true, { id: 'spider', card: 'Giant Spider' });
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Candy Grapple', 'Ornithopter']);
    expect(g.names('p2', 'graveyard')).toEqual(['Giant Spider']);
  });

  it('Candy Grapple not bargained: only -3/-3, the 2/4 lives as -1/1', () => {
    const g = withThopter('Candy Grapple', 'spider', false, { id: 'spider', card: 'Giant Spider' });
    expect(g.names('p1', 'battlefield')).toContain('Ornithopter');
    expect(pt(g, 'spider')).toEqual([-1, 1]);
  });

  it("Archon's Glory bargained: +2/+2 and also flying and lifelink", () => {
    const g = withThopter("Archon's Glory", 'mine', true, { id: 'x', card: 'Grizzly Bears' });
    expect(pt(g, 'mine')).toEqual([4, 4]);
    expect(keywords(g, 'mine')).toEqual(expect.arrayContaining(['flying', 'lifelink']));
  });

  it("Archon's Glory not bargained: +2/+2 only", () => {
    const g = withThopter("Archon's Glory", 'mine', false, { id: 'x', card: 'Grizzly Bears' });
    expect(pt(g, 'mine')).toEqual([4, 4]);
    expect(keywords(g, 'mine')).not.toContain('flying');
  });

  it('near miss: Brave the Wilds (a target only when bargained) stays text', () => {
    // Its two paragraphs are one spell ability: both are listed.
    expect(unenforced(wilds)).toHaveLength(2);
  });
});

describe('"… instead" between damage and destroy, and between discards (CR 608.2c)', () => {
  function lightbladesOn(bargain: boolean) {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              'Plains',
              'Plains',
              { id: 'thopter', card: 'Ornithopter' },
              { id: 'giant', card: 'Giant Spider' },
            ],
            hand: ["Kellan's Lightblades"],
          },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['giant'] }, { cast: "Kellan's Lightblades", targets: ['giant'] }],
      { cards },
    );
    expect(g.error).toBeNull();
    g.act({ decide: bargain });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    return g;
  }

  it("Kellan's Lightblades bargained: the attacking 2/4 is destroyed instead of dealt 3 damage", () => {
    const g = lightbladesOn(true);
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Giant Spider', "Kellan's Lightblades", 'Ornithopter']);
  });

  it("Kellan's Lightblades not bargained: 3 damage only, the 2/4 survives", () => {
    const g = lightbladesOn(false);
    expect(g.get('giant').zone).toBe('battlefield');
    expect(g.get('giant').damage).toBe(3);
  });

  it('Hypnotic Cloud kicked: the target player discards three cards, not four', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: Array<string>(6).fill('Swamp'), hand: ['Hypnotic Cloud'] },
          p2: { hand: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest'] },
        },
      },
      [{ cast: 'Hypnotic Cloud', kicker: true, targets: ['p2'] }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    if (g.state.pendingDecision)
      g.act({ decide: (g.state.pendingDecision as { candidates: string[] }).candidates.slice(0, 3), player: 'p2' });
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toHaveLength(3);
    expect(g.names('p2', 'hand')).toHaveLength(2);
  });

  it('Hypnotic Cloud not kicked: one card', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Swamp', 'Swamp'], hand: ['Hypnotic Cloud'] },
          p2: { hand: ['Forest', 'Forest', 'Forest'] },
        },
      },
      [{ cast: 'Hypnotic Cloud', targets: ['p2'] }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    if (g.state.pendingDecision)
      g.act({ decide: (g.state.pendingDecision as { candidates: string[] }).candidates.slice(0, 1), player: 'p2' });
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toHaveLength(1);
    expect(g.names('p2', 'hand')).toHaveLength(2);
  });
});
