// "Whenever a permanent you control enters tapped" (CR 603.2, 614.1c: tapped or not as it
// entered, which is as the event happens), and a subject named by what is attached to it: "an
// enchanted creature", "an equipped creature you control" (CR 301.5, 303.4: any creature an Aura /
// Equipment is attached to, not the source's own). Leaving the battlefield, such a subject stays
// text: the Auras may leave with it, and the board would not show what it had (CR 603.10a).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { compileCard } from '../compile';
import { card } from './card';
import { compiled, main, pt, run, unenforced } from './compiled';

const amulet = card('Amulet of Vigor', '{1}', 'Artifact', 'Whenever a permanent you control enters tapped, untap it.');
const guildgate = card('Azorius Guildgate', '', 'Land — Gate', 'This land enters tapped.\n{T}: Add {W} or {U}.');
const mazzy = card(
  'Mazzy, Truesword Paladin',
  '{1}{R}{G}{W}',
  'Legendary Creature — Halfling Knight',
  'Whenever an enchanted creature attacks one of your opponents, it gets +2/+0 and gains trample until end of turn.\nWhenever an Aura you control is put into your graveyard from the battlefield, exile it. Until the end of your next turn, you may cast that card.',
  '3/4',
);
const holyStrength = card(
  'Holy Strength',
  '{W}',
  'Enchantment — Aura',
  'Enchant creature\nEnchanted creature gets +1/+2.',
);
const outfitter = card(
  'Stone Haven Outfitter',
  '{1}{W}',
  'Creature — Kor Artificer Ally',
  'Equipped creatures you control get +1/+1.\nWhenever an equipped creature you control dies, draw a card.',
  '2/2',
);
const CARDS = [...compiled(amulet, guildgate, holyStrength), compileCard(mazzy).def];

describe('"Whenever a permanent you control enters tapped" (CR 603.2)', () => {
  it('a Plains entering untapped does not trigger Amulet of Vigor', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { hand: ['Plains'], battlefield: ['Amulet of Vigor'] } },
      },
      [{ cast: 'Plains' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.stack).toHaveLength(0);
    expect(g.has('AbilityTriggered')).toBe(false);
  });

  it('Amulet of Vigor: a Guildgate is tapped as it enters, then untapped by the trigger', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { hand: ['Azorius Guildgate'], battlefield: ['Amulet of Vigor'] } },
      },
      [{ cast: 'Azorius Guildgate' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const gate = g.get('Azorius Guildgate');
    expect(gate.tapped).toBe(true);
    run(g);
    expect(g.error).toBeNull();
    expect(g.get('Azorius Guildgate').tapped).toBe(false);
  });
});

describe('"an enchanted creature", "an equipped creature you control" (CR 301.5, 303.4)', () => {
  it('Mazzy: an enchanted Grizzly Bears attacking gets +2/+0 and trample; Mazzy itself, not enchanted, does not', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'mazzy', card: 'Mazzy, Truesword Paladin' },
              { id: 'bears', card: 'Grizzly Bears' },
              { card: 'Holy Strength', attachedTo: 'bears' },
            ],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'bears')).toEqual([3, 4]);
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['bears', 'mazzy'] });
    run(g);
    expect(g.error).toBeNull();
    expect(pt(g, 'bears')).toEqual([5, 4]);
    expect(pt(g, 'mazzy')).toEqual([3, 4]);
  });

  it('near miss: "Whenever an equipped creature you control dies" (leaving the battlefield) stays text', () => {
    expect(unenforced(outfitter)).toEqual(['Whenever an equipped creature you control dies, draw a card.']);
  });
});
