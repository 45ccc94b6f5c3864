// "Those creatures" / "they" naming the group an earlier "each" / "all" instruction acted on (CR
// 608.2c), fixed as that instruction is carried out (611.2c), on real cards: War Flare untaps
// the creatures it pumped; Tears of Rage sacrifices, at the next end step (a delayed trigger,
// 603.7c), only the creatures that were attacking when it resolved; Ardbert's trigger gives
// vigilance to the legendary creatures it put counters on, not to the spell that was cast (main
// read "they" as the spell). Near misses stay text.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const warFlare = card(
  'War Flare',
  '{2}{R}{W}',
  'Instant',
  'Creatures you control get +2/+1 until end of turn. Untap those creatures.',
);
const tearsOfRage = card(
  'Tears of Rage',
  '{2}{R}{R}',
  'Instant',
  'Cast this spell only during the declare attackers step.\nAttacking creatures you control get +X/+0 until end of turn, where X is the number of attacking creatures. Sacrifice those creatures at the beginning of the next end step.',
);
const ardbert = card(
  'Ardbert, Warrior of Darkness',
  '{1}{W}{B}',
  'Legendary Creature — Spirit Warrior',
  'Whenever you cast a white spell, put a +1/+1 counter on each legendary creature you control. They gain vigilance until end of turn.\nWhenever you cast a black spell, put a +1/+1 counter on each legendary creature you control. They gain menace until end of turn.',
  '2/2',
);
const gideon = card(
  'Gideon, Martial Paragon',
  '{4}{W}',
  'Legendary Planeswalker — Gideon',
  "+2: Untap all creatures you control. Those creatures get +1/+1 until end of turn.\n0: Until end of turn, Gideon becomes a 5/5 Human Soldier creature with indestructible that's still a planeswalker. Prevent all damage that would be dealt to him this turn.\n−10: Creatures you control get +2/+2 until end of turn. Tap all creatures your opponents control.",
);
const inspiringCall = card(
  'Inspiring Call',
  '{2}{G}',
  'Instant',
  'Draw a card for each creature you control with a +1/+1 counter on it. Those creatures gain indestructible until end of turn. (Damage and effects that say "destroy" don\'t destroy them.)',
);
const prideOfConquerors = card(
  'Pride of Conquerors',
  '{1}{W}',
  'Instant',
  "Ascend (If you control ten or more permanents, you get the city's blessing for the rest of the game.)\nCreatures you control get +1/+1 until end of turn. If you have the city's blessing, those creatures get +2/+2 until end of turn instead.",
);
const lions = card('Savannah Lions', '{W}', 'Creature — Cat', '', '2/1');
const rally = card(
  'Rally to Battle',
  '{3}{W}',
  'Instant',
  'Creatures you control get +1/+3 until end of turn. Untap them.',
);
const CARDS = compiled(warFlare, tearsOfRage, ardbert, gideon, lions, rally);

function keywords(g: Game, ref: string) {
  return characteristics(readContext(g.state, g.engine.registry), g.get(ref)).keywords;
}

describe('"those creatures": the group an earlier instruction acted on (CR 608.2c)', () => {
  it("War Flare pumps and untaps the creatures you control, not the opponent's", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: [{ id: 'wf', card: 'War Flare' }],
            battlefield: [
              'Mountain',
              'Mountain',
              'Plains',
              'Plains',
              { id: 'bears', card: 'Grizzly Bears', tapped: true },
              { id: 'elves', card: 'Llanowar Elves', tapped: true },
            ],
          },
          p2: { battlefield: [{ id: 'spider', card: 'Giant Spider', tapped: true }] },
        },
      },
      [{ cast: 'wf' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'bears')).toEqual([4, 3]);
    expect(pt(g, 'elves')).toEqual([3, 2]);
    expect(g.get('bears').tapped).toBe(false);
    expect(g.get('elves').tapped).toBe(false);
    expect(pt(g, 'spider')).toEqual([2, 4]);
    expect(g.get('spider').tapped).toBe(true);
  });

  it("Gideon, Martial Paragon +2: the creatures it untapped get +1/+1; the opponent's do not", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'gid', card: 'Gideon, Martial Paragon', counters: { loyalty: 5 } },
              { id: 'bears', card: 'Grizzly Bears', tapped: true },
            ],
          },
          p2: { battlefield: [{ id: 'spider', card: 'Giant Spider', tapped: true }] },
        },
      },
      [{ activate: 'gid', ability: 0 }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('bears').tapped).toBe(false);
    expect(pt(g, 'bears')).toEqual([3, 3]);
    expect(pt(g, 'spider')).toEqual([2, 4]);
    expect(g.get('spider').tapped).toBe(true);
  });

  it('Tears of Rage sacrifices at the next end step only the creatures that were attacking as it resolved (CR 603.7c)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: [{ id: 'tor', card: 'Tears of Rage' }],
            battlefield: [
              'Mountain',
              'Mountain',
              'Mountain',
              'Mountain',
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'ape', card: 'Grizzly Bears' },
              { id: 'elves', card: 'Llanowar Elves' },
            ],
          },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['bears', 'ape'] }, { cast: 'tor' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // X is the number of attacking creatures: 2.
    expect(pt(g, 'bears')).toEqual([4, 2]);
    expect(pt(g, 'elves')).toEqual([1, 1]);
    g.act({ advance: 'end' });
    expect(g.stack()).toEqual(['Tears of Rage ability']);
    g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toEqual(expect.arrayContaining(['Grizzly Bears', 'Grizzly Bears']));
    expect(g.get('elves').zone).toBe('battlefield');
  });

  it("Ardbert's trigger: the legendary creatures it put counters on gain vigilance, not the white spell cast", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: [{ id: 'lion', card: 'Savannah Lions' }],
            battlefield: [
              'Plains',
              { id: 'ard', card: 'Ardbert, Warrior of Darkness' },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [{ cast: 'lion' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('ard').counters).toEqual({ '+1/+1': 1 });
    expect(keywords(g, 'ard')).toContain('vigilance');
    expect(keywords(g, 'bears')).not.toContain('vigilance');
    expect(g.get('bears').counters ?? {}).toEqual({});
    g.act({ pass: true });
    expect(g.get('lion').zone).toBe('battlefield');
    expect(keywords(g, 'lion')).not.toContain('vigilance');
  });

  it('near miss stays text: a group counted by an amount', () => {
    expect(unenforced(inspiringCall)).toHaveLength(1);
  });

  it('"those creatures … instead" is the same group, read as the rider is followed (pump-instead.ts): only Ascend on an instant stays text', () => {
    expect(unenforced(prideOfConquerors)).toEqual(['Ascend']);
  });
});
