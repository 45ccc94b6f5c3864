// Clash (CR 701.30) on real pool cards: "Clash with an opponent" reveals both top cards at once,
// then each player in APNAP order may put theirs on the bottom (701.30c); "If you win" holds when
// your card's mana value is greater than the other card revealed (701.30d), and "Otherwise" when it
// isn't. A tie is not a win.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const REMINDER =
  ' (Each clashing player reveals the top card of their library, then puts that card on their choice of the top or bottom. A player wins if their card had a greater mana value.)';
const lashOut = card(
  'Lash Out',
  '{1}{R}',
  'Instant',
  `Lash Out deals 3 damage to target creature. Clash with an opponent. If you win, Lash Out deals 3 damage to that creature's controller.${REMINDER}`,
);
const pullingTeeth = card(
  'Pulling Teeth',
  '{1}{B}',
  'Sorcery',
  `Clash with an opponent. If you win, target player discards two cards. Otherwise, that player discards a card.${REMINDER}`,
);
const ringskipper = card(
  'Ringskipper',
  '{1}{U}',
  'Creature — Faerie Wizard',
  `Flying\nWhen this creature dies, clash with an opponent. If you win, return this card to its owner's hand.${REMINDER}`,
  '1/1',
);
const CARDS = compiled(lashOut, pullingTeeth, ringskipper);

/** p1 casts Lash Out at p2's Grizzly Bears; the libraries' tops are `mine` and `theirs`. */
function lash(mine: string[], theirs: string[]) {
  return game(
    {
      turn: main,
      players: {
        p1: { hand: ['Lash Out'], battlefield: ['Mountain', 'Mountain'], library: mine },
        p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }], library: theirs },
      },
    },
    [{ cast: 'Lash Out', targets: ['bears'] }, { pass: true }],
    { cards: CARDS },
  );
}

describe('clash (CR 701.30)', () => {
  it('Lash Out: Grizzly Bears (mana value 2) beats a Forest (0): the Bears die and p2 takes 3', () => {
    const g = lash(['Grizzly Bears', 'Island'], ['Forest', 'Island']);
    expect(g.error).toBeNull();
    // Both cards are revealed before anyone decides; the active player decides first (701.30c).
    expect(g.state.pendingDecision).toMatchObject({ player: 'p1', purpose: 'clash' });
    g.act({ decide: false });
    expect(g.state.pendingDecision).toMatchObject({ player: 'p2', purpose: 'clash' });
    g.act({ decide: true, player: 'p2' });
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.state.players.p2.life).toBe(17);
    // p1 kept their card on top; p2 put theirs on the bottom.
    expect(g.names('p1', 'library')).toEqual(['Grizzly Bears', 'Island']);
    expect(g.names('p2', 'library')).toEqual(['Island', 'Forest']);
  });

  it('a tie is not a win: Grizzly Bears against Grizzly Bears deals no damage to p2', () => {
    const g = lash(['Grizzly Bears'], ['Grizzly Bears']);
    g.act({ decide: false });
    g.act({ decide: false, player: 'p2' });
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.state.players.p2.life).toBe(20);
  });

  it('an opponent with an empty library reveals nothing: any card p1 reveals wins, even a land', () => {
    const g = lash(['Forest'], []);
    g.act({ decide: false });
    expect(g.state.pendingDecision).toBeNull();
    expect(g.state.players.p2.life).toBe(17);
  });

  it('Pulling Teeth: losing the clash, the target player discards one card (Otherwise)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Pulling Teeth'], battlefield: ['Swamp', 'Swamp'], library: ['Forest'] },
          p2: { hand: ['Island', 'Island', 'Island'], library: ['Grizzly Bears'] },
        },
      },
      [{ cast: 'Pulling Teeth', targets: ['p2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ decide: false });
    g.act({ decide: false, player: 'p2' });
    // One card in three: p2 chooses which (CR 701.9b).
    if (g.state.pendingDecision) g.act({ decide: [g.state.players.p2.hand[0] as string], player: 'p2' });
    expect(g.state.players.p2.hand).toHaveLength(2);
    expect(g.names('p2', 'graveyard')).toEqual(['Island']);
  });

  it('Ringskipper dies and wins the clash: the card returns from the graveyard to its owner’s hand', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'rs', card: 'Ringskipper' }], library: ['Grizzly Bears'] },
          p2: { hand: ['Shock'], battlefield: ['Mountain'], library: ['Forest'] },
        },
      },
      [{ cast: 'Shock', targets: ['rs'], player: 'p2' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ decide: false });
    g.act({ decide: false, player: 'p2' });
    expect(g.names('p1', 'hand')).toEqual(['Ringskipper']);
    expect(g.names('p1', 'graveyard')).toEqual([]);
  });

  it('near miss: "you may clash", and "If you win" after it, stays text (Sentry Oak)', () => {
    const oak = card(
      'Sentry Oak',
      '{3}{G}',
      'Creature — Treefolk Warrior',
      `Defender\nAt the beginning of combat on your turn, you may clash with an opponent. If you win, this creature gets +2/+0 and loses defender until end of turn.${REMINDER}`,
      '2/5',
    );
    expect(unenforced(oak)).toEqual([
      `At the beginning of combat on your turn, you may clash with an opponent. If you win, this creature gets +2/+0 and loses defender until end of turn.${REMINDER}`,
    ]);
  });
});
