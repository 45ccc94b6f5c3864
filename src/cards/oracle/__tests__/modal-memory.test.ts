// Modes with names and modes with memory (CR 700.2). A mode's name ("• Magic — Destroy target
// creature …") is a flavor word (207.2c) and the mode is read from after its dash. "Choose one that
// hasn't been chosen this turn —" offers only the modes not yet chosen this turn for that object's
// ability; once every mode has been chosen, no mode can be, and the trigger is removed (603.3c).
// Real cards.
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const battleMenu = card(
  'Battle Menu',
  '{1}{W}',
  'Instant',
  'Choose one —\n• Attack — Create a 2/2 white Knight creature token.\n• Ability — Target creature gets +0/+4 until end of turn.\n• Magic — Destroy target creature with power 4 or greater.\n• Item — You gain 4 life.',
);
const monument = card(
  'Monument to Endurance',
  '{3}',
  'Artifact',
  "Whenever you discard a card, choose one that hasn't been chosen this turn —\n• Draw a card.\n• Create a Treasure token.\n• Each opponent loses 3 life.",
);
const constrictor = card(
  'Noose Constrictor',
  '{1}{G}',
  'Creature — Snake',
  'Reach\nDiscard a card: This creature gets +1/+1 until end of turn.',
  '2/2',
);
const hillGiant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');
const crawWurm = card('Craw Wurm', '{4}{G}{G}', 'Creature — Wurm', '', '6/4');
const CARDS = compiled(battleMenu, monument, constrictor, hillGiant, crawWurm);

describe("a mode's name is a flavor word (CR 207.2c, 700.2)", () => {
  it('Battle Menu: the options show the names; "Magic" destroys a creature with power 4 or greater', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Plains', 'Plains'], hand: ['Battle Menu'] },
          p2: {
            battlefield: [
              { id: 'wurm', card: 'Craw Wurm' },
              { id: 'giant', card: 'Hill Giant' },
            ],
          },
        },
      },
      [{ cast: 'Battle Menu' }],
      { cards: CARDS },
    );
    expect(g.state.pendingDecision?.options.map((o) => o.label)).toEqual([
      'Attack — Create a 2/2 white Knight creature token.',
      'Ability — Target creature gets +0/+4 until end of turn.',
      'Magic — Destroy target creature with power 4 or greater.',
      'Item — You gain 4 life.',
    ]);
    g.act({ decide: '2' });
    // Only the Wurm has power 4 or greater: the one legal target is chosen.
    expect(g.state.pendingDecision).toBeNull();
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Craw Wurm']);
    expect(g.names('p2', 'battlefield')).toEqual(['Hill Giant']);
  });

  it('"Item": you gain 4 life', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Plains', 'Plains'], hand: ['Battle Menu'] } } },
      [{ cast: 'Battle Menu' }],
      { cards: CARDS },
    );
    g.act({ decide: '3' });
    g.act({ pass: true });
    expect(g.state.players.p1.life).toBe(24);
  });
});

/** Discards the card `id` for Noose Constrictor's cost, answering which card if asked. */
function discard(g: Game, id: string): void {
  g.act({ activate: 'snake' });
  const d = g.state.pendingDecision;
  if (d?.kind === 'chooseObjects' && d.purpose !== 'targets') g.act({ decide: [g.get(id).id] });
}

describe('"choose one that hasn\'t been chosen this turn —" (CR 700.2)', () => {
  const board = {
    turn: main,
    players: {
      p1: {
        battlefield: [{ id: 'snake', card: 'Noose Constrictor' }, 'Monument to Endurance'],
        hand: [
          { id: 'a', card: 'Hill Giant' },
          { id: 'b', card: 'Hill Giant' },
          { id: 'c', card: 'Hill Giant' },
          { id: 'd', card: 'Hill Giant' },
        ],
        library: ['Island', 'Island'],
      },
    },
  };

  it('each discard offers only the modes not chosen yet; the last one left is chosen; then none', () => {
    const g = game(board, [], { cards: CARDS });
    discard(g, 'a');
    expect(g.state.pendingDecision).toMatchObject({ purpose: 'mode' });
    expect(g.state.pendingDecision?.options.map((o) => o.value)).toEqual(['0', '1', '2']);
    g.act({ decide: '2' });
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(17);

    discard(g, 'b');
    expect(g.state.pendingDecision?.options.map((o) => o.value)).toEqual(['0', '1']);
    g.act({ decide: '1' });
    g.act({ pass: true });
    expect(g.names('p1', 'battlefield')).toContain('Treasure Token (token)');

    // One mode left: it is the one chosen, with no question.
    discard(g, 'c');
    expect(g.state.pendingDecision?.purpose).not.toBe('mode');
    g.act({ pass: true });
    expect(g.names('p1', 'hand')).toEqual(['Hill Giant', 'Island']);

    // Every mode has been chosen this turn: the trigger can't choose one and is removed.
    const before = g.stack().length;
    discard(g, 'd');
    expect(g.state.pendingDecision?.purpose).not.toBe('mode');
    expect(g.stack().length).toBe(before + 1);
    expect(g.stack().at(-1)).toBe('Noose Constrictor ability');
  });

  it('near misses stay text: a spell, an extra cost on the choice, a choice not followed by "—"', () => {
    const zuko = card(
      'Zuko, Conflicted',
      '{B}{R}',
      'Legendary Creature — Human Rogue',
      "At the beginning of your first main phase, choose one that hasn't been chosen and you lose 2 life —\n• Draw a card.\n• Put a +1/+1 counter on Zuko.\n• Add {R}.\n• Exile Zuko, then return him to the battlefield under an opponent's control.",
      '2/3',
    );
    const genku = card(
      'Genku, Future Shaper',
      '{2}{W}{U}',
      'Legendary Creature — Moonfolk Wizard',
      "Whenever another nontoken permanent you control leaves the battlefield, choose one that hasn't been chosen this turn. Create a creature token with those characteristics.\n• 2/2 white Fox with vigilance.\n• 1/2 blue Moonfolk with flying.\n• 1/1 black Rat with lifelink.\n{3}{W}{U}: Put a +1/+1 counter on each creature you control.",
      '2/5',
    );
    expect(unenforced(zuko)).toHaveLength(1);
    expect(unenforced(genku)).toHaveLength(1);
  });
});
