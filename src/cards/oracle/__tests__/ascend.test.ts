// Ascend on a permanent (CR 702.131b): "Any time you control ten or more permanents and you don't
// have the city's blessing, you get the city's blessing for the rest of the game"; the city's
// blessing (702.131c) is kept even when the count drops again. "as long as you have the city's
// blessing" and "… unless you have the city's blessing" read it (611.3a, checked continuously).
// Ascend on an instant or sorcery (702.131a) stays text. Real cards through the engine.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { RULE } from '../../../engine/state/rules';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const ASCEND = "Ascend (If you control ten or more permanents, you get the city's blessing for the rest of the game.)";
const winder = card(
  'Spire Winder',
  '{3}{U}',
  'Creature — Snake',
  `Flying\n${ASCEND}\nThis creature gets +1/+1 as long as you have the city's blessing.`,
  '2/3',
);
const swordtooth = card(
  'Wayward Swordtooth',
  '{2}{G}',
  'Creature — Dinosaur',
  `${ASCEND}\nYou may play an additional land on each of your turns.\nThis creature can't attack or block unless you have the city's blessing.`,
  '5/5',
);
const aspirant = card(
  'Skymarcher Aspirant',
  '{W}',
  'Creature — Vampire Soldier',
  `${ASCEND}\nThis creature has flying as long as you have the city's blessing.`,
  '2/1',
);
const demise = card(
  'Golden Demise',
  '{1}{B}{B}',
  'Sorcery',
  `${ASCEND}\nAll creatures get -2/-2 until end of turn. If you have the city's blessing, instead only creatures your opponents control get -2/-2 until end of turn.`,
);
const CARDS = compiled(winder, swordtooth, aspirant);
const library = ['Island', 'Island', 'Island', 'Island'];

function keywords(g: Game, ref: string) {
  return characteristics(readContext(g.state, g.engine.registry), g.get(ref)).keywords;
}

/** p1 with `lands` Islands and `hand`; p2 with `p2` on the battlefield. */
function board(lands: number, hand: string[], p2: string[] = [], extra: string[] = []): Game {
  const g = game(
    {
      turn: main,
      players: {
        p1: { hand, battlefield: [...Array<string>(lands).fill('Island'), ...extra], library },
        p2: { battlefield: p2, library },
      },
    },
    [],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('ascend and the city’s blessing (CR 702.131)', () => {
  it('Spire Winder entering as the tenth permanent gives the blessing at once: a 3/4', () => {
    const g = board(9, ['Spire Winder']);
    g.act({ cast: 'Spire Winder' });
    g.act({ pass: true });
    expect(g.names('p1', 'battlefield')).toContain('Spire Winder');
    expect(g.state.citysBlessing).toEqual(['p1']);
    expect(pt(g, 'Spire Winder')).toEqual([3, 4]);
    expect(g.rules()).toContain(RULE.citysBlessing);
  });

  it('as the ninth permanent it gives nothing: a 2/3; a land played as the tenth gives it then', () => {
    const g = board(8, ['Spire Winder', 'Island']);
    g.act({ cast: 'Spire Winder' });
    g.act({ pass: true });
    expect(g.state.citysBlessing).toBeUndefined();
    expect(pt(g, 'Spire Winder')).toEqual([2, 3]);
    g.act({ cast: 'Island' });
    expect(g.state.citysBlessing).toEqual(['p1']);
    expect(pt(g, 'Spire Winder')).toEqual([3, 4]);
  });

  it('the blessing stays for the rest of the game when the count drops below ten (702.131c)', () => {
    const g = board(7, ['Spire Winder', 'Lightning Bolt'], [], ['Mountain', 'Grizzly Bears']);
    g.act({ cast: 'Spire Winder' });
    g.act({ pass: true });
    expect(g.state.citysBlessing).toEqual(['p1']);
    g.act({ cast: 'Lightning Bolt', targets: ['Grizzly Bears'] });
    g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toContain('Grizzly Bears');
    expect(g.state.citysBlessing).toEqual(['p1']);
    expect(pt(g, 'Spire Winder')).toEqual([3, 4]);
  });

  it('ten permanents without one with ascend give no blessing; an opponent’s ascend permanent gives p1 none', () => {
    const g = board(10, [], ['Spire Winder']);
    g.act({ advance: 'end' });
    expect(g.state.citysBlessing).toBeUndefined();
    expect(pt(g, 'Spire Winder')).toEqual([2, 3]);
  });

  it('Skymarcher Aspirant has flying only with the blessing', () => {
    const g = board(7, ['Skymarcher Aspirant', 'Plains'], [], ['Plains']);
    g.act({ cast: 'Skymarcher Aspirant' });
    g.act({ pass: true });
    expect(keywords(g, 'Skymarcher Aspirant')).not.toContain('flying');
    g.act({ cast: 'Plains' });
    expect(keywords(g, 'Skymarcher Aspirant')).toContain('flying');
  });

  it('Wayward Swordtooth can’t attack without the blessing, and can with it', () => {
    const without = board(3, [], [], ['Wayward Swordtooth']);
    without.act({ advance: 'declareAttackers' });
    expect(() => without.act({ attack: ['Wayward Swordtooth'] })).toThrow();

    const withIt = board(9, [], [], ['Wayward Swordtooth']);
    withIt.act({ advance: 'declareAttackers' });
    expect(withIt.state.citysBlessing).toEqual(['p1']);
    withIt.act({ attack: ['Wayward Swordtooth'] });
    withIt.act({ block: {} });
    withIt.act({ advance: 'main2' });
    expect(withIt.state.players.p2.life).toBe(15);
  });

  it('ascend on a sorcery (702.131a) stays text', () => {
    expect(unenforced(demise)).toContain('Ascend');
  });
});
