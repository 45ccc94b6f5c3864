// Another player's choice (CR 608.2d): "Its controller may search their library …" asks that
// player, and that player is the subject of the verbs that follow.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const path = card(
  'Path to Exile',
  '{W}',
  'Instant',
  'Exile target creature. Its controller may search their library for a basic land card, put that card onto the battlefield tapped, then shuffle.',
);

function pathOnBears() {
  return game(
    {
      turn: main,
      players: {
        p1: { battlefield: ['Plains'], hand: ['Path to Exile'], library: ['Plains', 'Island'] },
        p2: {
          battlefield: [{ id: 'bears', card: 'Grizzly Bears' }],
          library: ['Lightning Bolt', { id: 'forest', card: 'Forest' }, 'Grizzly Bears'],
        },
      },
    },
    [{ cast: 'Path to Exile', targets: ['bears'] }, { pass: true }],
    { cards: compiled(path) },
  );
}

describe('"Its controller may search their library …" (CR 608.2d, 701.23)', () => {
  it("Path to Exile: the exiled creature's controller is asked, searches their own library, and the land enters tapped under their control", () => {
    const g = pathOnBears();
    expect(g.error).toBeNull();
    expect(g.get('bears').zone).toBe('exile');
    expect(g.state.pendingDecision).toMatchObject({ kind: 'may', player: 'p2' });
    g.act({ decide: true });
    const d = g.state.pendingDecision;
    expect(d).toMatchObject({ kind: 'chooseObjects', player: 'p2', candidates: [g.get('forest').id] });
    g.act({ decide: [g.get('forest').id] });
    const forest = g.get('forest');
    expect(forest.zone).toBe('battlefield');
    expect(forest.controller).toBe('p2');
    expect(forest.tapped).toBe(true);
    expect(g.state.players.p2.library).toHaveLength(2);
    expect(g.state.players.p1.library).toHaveLength(2);
  });

  it('Path to Exile: when its controller declines, nothing is searched', () => {
    const g = pathOnBears();
    expect(g.error).toBeNull();
    g.act({ decide: false });
    expect(g.state.pendingDecision).toBeNull();
    expect(g.get('forest').zone).toBe('library');
    expect(g.state.players.p2.library).toHaveLength(3);
  });

  it('near miss: "each player may …" stays text (one question per player, in turn order)', () => {
    const explorer = card(
      'Veteran Explorer',
      '{G}',
      'Creature — Human Soldier Scout',
      'When this creature dies, each player may search their library for up to two basic land cards, put them onto the battlefield, then shuffle.',
      '1/1',
    );
    expect(unenforced(explorer)).toHaveLength(1);
  });

  it('near miss: "If that player doesn\'t" after another player\'s "may sacrifice" stays text (a yes with no creature is not a sacrifice)', () => {
    const tombs = card(
      'Pillar Tombs of Aku',
      '{2}{B}{B}',
      'World Enchantment',
      "At the beginning of each player's upkeep, that player may sacrifice a creature of their choice. If that player doesn't, they lose 5 life and you sacrifice this enchantment.",
    );
    expect(unenforced(tombs)).toHaveLength(1);
  });
});
