// Cards put onto the battlefield "tapped and attacking" (CR 508.4): from a graveyard ("return
// target creature card from your graveyard to the battlefield tapped and attacking", Yore-Tiller
// Nephilim), from among the top cards looked at ("You may put a creature card from among them onto
// the battlefield tapped and attacking", Arthur, Marigold Knight) and as the card a reveal found
// ("Put that card onto the battlefield tapped and attacking and the rest on the bottom …", Raph &
// Mikey). Each is an attacking creature, never declared as an attacker (so no "whenever … attacks"
// trigger), and deals its combat damage. Near miss that stays text: Winota, Joiner of Forces (an
// instruction about the creature between the choice and the rest, "It gains indestructible …").
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, run, unenforced } from './compiled';

const nephilim = card(
  'Yore-Tiller Nephilim',
  '{W}{U}{B}{R}',
  'Creature — Nephilim',
  'Whenever this creature attacks, return target creature card from your graveyard to the battlefield tapped and attacking.',
  '2/2',
);
const arthur = card(
  'Arthur, Marigold Knight',
  '{2}{U}{R}{W}',
  'Legendary Creature — Mouse Knight',
  "Haste\nWhenever Arthur and at least one other creature attack, look at the top six cards of your library. You may put a creature card from among them onto the battlefield tapped and attacking. Put the rest on the bottom of your library in a random order. Return that creature to its owner's hand at end of combat.",
  '4/5',
);
const raph = card(
  'Raph & Mikey, Troublemakers',
  '{5}{R/G}{R/G}',
  'Legendary Creature — Mutant Ninja Turtle',
  'Trample, haste\nWhenever Raph & Mikey attack, reveal cards from the top of your library until you reveal a creature card. Put that card onto the battlefield tapped and attacking and the rest on the bottom of your library in a random order.',
  '7/7',
);
const winota = card(
  'Winota, Joiner of Forces',
  '{2}{R}{W}',
  'Legendary Creature — Human Warrior',
  'Whenever a non-Human creature you control attacks, look at the top six cards of your library. You may put a Human creature card from among them onto the battlefield tapped and attacking. It gains indestructible until end of turn. Put the rest of the cards on the bottom of your library in a random order.',
  '4/4',
);
const CARDS = compiled(nephilim, arthur, raph);

const attacking = (g: Game, ref: string) => Object.keys(g.state.combat?.attackers ?? {}).includes(g.get(ref).id);

describe('put onto the battlefield tapped and attacking (CR 508.4)', () => {
  it('Yore-Tiller Nephilim: the creature card returned attacks too, and deals its damage', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'neph', card: 'Yore-Tiller Nephilim' }],
            graveyard: [{ id: 'bear', card: 'Grizzly Bears' }],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['neph'] });
    const d = g.state.pendingDecision;
    if (d && 'candidates' in d) g.act({ decide: [g.get('bear').id] });
    run(g);
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield').sort()).toEqual(['Grizzly Bears', 'Yore-Tiller Nephilim']);
    expect(g.get('bear').tapped).toBe(true);
    expect(attacking(g, 'bear')).toBe(true);
    expect(g.state.combat?.attackers[g.get('bear').id]).toBe('p2');
    g.act({ advance: 'combatDamage' });
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(16);
  });

  it('Arthur: the creature card chosen among the top six attacks; the rest go to the bottom', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'arthur', card: 'Arthur, Marigold Knight' },
              { id: 'elves', card: 'Llanowar Elves' },
            ],
            library: [
              'Island',
              { id: 'spider', card: 'Giant Spider' },
              'Lightning Bolt',
              'Forest',
              'Mountain',
              'Plains',
              'Swamp',
            ],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['arthur', 'elves'] });
    run(g, [[g.get('spider').id]]);
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toContain('Giant Spider');
    expect(g.get('spider').tapped).toBe(true);
    expect(attacking(g, 'spider')).toBe(true);
    // The five others went to the bottom; the seventh card is now on top.
    expect(g.names('p1', 'library')[0]).toBe('Swamp');
    g.act({ advance: 'combatDamage' });
    expect(g.error).toBeNull();
    // Arthur 4 + Llanowar Elves 1 + Giant Spider 2.
    expect(g.state.players.p2.life).toBe(13);
  });

  it('Raph & Mikey: the creature card the reveal found attacks', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'raph', card: 'Raph & Mikey, Troublemakers' }],
            library: ['Island', 'Lightning Bolt', { id: 'bear', card: 'Grizzly Bears' }, 'Forest'],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['raph'] });
    run(g);
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
    expect(attacking(g, 'bear')).toBe(true);
    expect(g.names('p1', 'library')[0]).toBe('Forest');
    expect(g.names('p1', 'library').slice(1).sort()).toEqual(['Island', 'Lightning Bolt']);
    g.act({ advance: 'combatDamage' });
    expect(g.state.players.p2.life).toBe(11);
  });

  it('near miss: Winota, Joiner of Forces stays text', () => {
    expect(unenforced(winota)).toHaveLength(1);
  });
});
