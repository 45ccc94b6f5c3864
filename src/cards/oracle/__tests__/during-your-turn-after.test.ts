// "This creature has first strike during your turn" (CR 611.3a): a static ability whose effect
// applies only while its condition holds, written with the condition after the effect — the same
// reading as "During your turn, this creature has first strike".
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const needlehead = card(
  'Razorkin Needlehead',
  '{R}{R}',
  'Creature — Human Assassin',
  'This creature has first strike during your turn.\nWhenever an opponent draws a card, this creature deals 1 damage to them.',
  '2/2',
);
const CARDS = compiled(needlehead);
const LIB = ['Island', 'Island', 'Island'];

function firstStrike(g: Game, ref: string): boolean {
  return characteristics(readContext(g.state, g.engine.registry), g.get(ref)).keywords.includes('first strike');
}

describe('"… during your turn" after the effect (CR 611.3a)', () => {
  it("Razorkin Needlehead has first strike on its controller's turn and not on the opponent's", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { library: LIB, battlefield: [{ id: 'n', card: 'Razorkin Needlehead' }] },
          p2: { library: LIB, battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(firstStrike(g, 'n')).toBe(true);
    // Attacking on p1's turn, blocked by a 2/2: it deals its damage first and survives (CR 510.4).
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['n'] });
    g.act({ advance: 'declareBlockers' });
    g.act({ block: { bears: 'n' }, player: 'p2' });
    g.act({ advance: 'main2' });
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.names('p1', 'battlefield')).toEqual(['Razorkin Needlehead']);
    g.act({ advance: 'next-turn' });
    expect(g.state.turn.active).toBe('p2');
    expect(firstStrike(g, 'n')).toBe(false);
  });

  it('near misses stay text: "can\'t be turned face up during your turn"; "has deathtouch during your turn. Otherwise, …"', () => {
    const watchdog = card(
      'Karlov Watchdog',
      '{3}{W}',
      'Creature — Dog',
      "Vigilance\nPermanents your opponents control can't be turned face up during your turn.\nWhenever you attack with three or more creatures, creatures you control get +1/+1 until end of turn.",
      '3/2',
    );
    expect(unenforced(watchdog)).toEqual([
      "Permanents your opponents control can't be turned face up during your turn.",
    ]);
    const blowgun = card(
      "Hunter's Blowgun",
      '{1}',
      'Artifact — Equipment',
      'Equipped creature gets +1/+1.\nEquipped creature has deathtouch during your turn. Otherwise, it has reach.\nEquip {2} ({2}: Attach to target creature you control. Equip only as a sorcery.)',
    );
    expect(unenforced(blowgun)).toEqual([
      'Equipped creature has deathtouch during your turn. Otherwise, it has reach.',
    ]);
  });
});
