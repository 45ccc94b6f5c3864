// Harmonize [cost] (CR 702.180a): "You may cast this card from your graveyard by paying [cost]
// rather than paying its mana cost", exiled instead of leaving the stack anywhere else; as it is
// cast so, its caster may tap an untapped creature they control to reduce the total cost by an
// amount of generic mana equal to that creature's power (702.180b): chosen as the cost is
// announced (601.2b), taken off the total cost (601.2f), tapped as the cost is paid (601.2h).
import { describe, expect, it } from 'vitest';
import { getObject } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const HARMONIZE =
  '(You may cast this card from your graveyard for its harmonize cost. You may tap a creature you control to reduce that cost by {X}, where X is its power. Then exile this spell.)';
const whisper = card('Unending Whisper', '{U}', 'Sorcery', `Draw a card.\nHarmonize {5}{U} ${HARMONIZE}`);
const ride = card(
  'Wild Ride',
  '{R}',
  'Sorcery',
  `Target creature gets +3/+0 and gains haste until end of turn.\nHarmonize {4}{R} ${HARMONIZE}`,
);
const rhythm = card(
  "Nature's Rhythm",
  '{X}{G}{G}',
  'Sorcery',
  'Search your library for a creature card with mana value X or less, put it onto the battlefield, then shuffle.\nHarmonize {X}{G}{G}{G}{G} (You may cast this card from your graveyard for its harmonize cost. You may tap a creature you control to reduce that cost by an amount of generic mana equal to its power. Then exile this spell.)',
);
const wurm = card('Craw Wurm', '{4}{G}{G}', 'Creature — Wurm', '', '6/4');
const CARDS = compiled(whisper, ride, wurm);
const islands = (n: number) => Array<string>(n).fill('Island');

function board(lands: number, creatures: object[] = [{ id: 'wurm', card: 'Craw Wurm' }], zone = 'graveyard') {
  return game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: [...islands(lands), ...creatures],
          [zone]: ['Unending Whisper'],
          library: ['Swamp', 'Swamp'],
        },
      },
    },
    [],
    { cards: CARDS },
  );
}

describe('harmonize (CR 702.180)', () => {
  it('Unending Whisper cast from the graveyard tapping Craw Wurm (power 6): {5}{U} less 6 generic is {U}; it is exiled', () => {
    const g = board(1);
    g.act({ cast: 'Unending Whisper', alt: 'harmonize' });
    expect(g.state.pendingDecision?.purpose).toBe('harmonize');
    g.act({ decide: [g.get('wurm').id] });
    expect(g.error).toBeNull();
    expect(getObject(g.state, g.get('wurm').id)?.tapped).toBe(true);
    g.act({ pass: true });
    expect(g.names('p1', 'hand')).toEqual(['Swamp']);
    expect(g.names('p1', 'exile')).toEqual(['Unending Whisper']);
    expect(g.names('p1', 'graveyard')).toEqual([]);
  });

  it('declining to tap a creature, the full {5}{U} is due: one Island is refused, six pay it and the Wurm stays untapped', () => {
    const short = board(1);
    short.act({ cast: 'Unending Whisper', alt: 'harmonize' });
    expect(() => short.act({ decide: [] })).toThrow();
    expect(short.names('p1', 'graveyard')).toEqual(['Unending Whisper']);
    const g = board(6);
    g.act({ cast: 'Unending Whisper', alt: 'harmonize' });
    g.act({ decide: [] });
    expect(g.error).toBeNull();
    expect(getObject(g.state, g.get('wurm').id)?.tapped).toBe(false);
    expect(g.state.battlefield.filter((id) => getObject(g.state, id)?.tapped)).toHaveLength(6);
  });

  it('a tapped creature is not offered; with none untapped, the full cost is asked of mana', () => {
    const g = board(1, [{ id: 'wurm', card: 'Craw Wurm', tapped: true }]);
    expect(() => g.act({ cast: 'Unending Whisper', alt: 'harmonize' })).toThrow();
    expect(g.names('p1', 'graveyard')).toEqual(['Unending Whisper']);
  });

  it('harmonize is not a way to cast it from the hand', () => {
    const g = board(6, undefined, 'hand');
    expect(() => g.act({ cast: 'Unending Whisper', alt: 'harmonize' })).toThrow();
    expect(g.names('p1', 'hand')).toEqual(['Unending Whisper']);
  });

  it('Wild Ride by harmonize tapping the Wurm costs {R}; the Wurm it targets gets +3/+0', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Mountain', { id: 'wurm', card: 'Craw Wurm' }], graveyard: ['Wild Ride'] } },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: 'Wild Ride', alt: 'harmonize', targets: ['wurm'] });
    if (g.state.pendingDecision?.purpose === 'harmonize') g.act({ decide: [g.get('wurm').id] });
    expect(g.error).toBeNull();
    expect(getObject(g.state, g.get('wurm').id)?.tapped).toBe(true);
    g.act({ pass: true });
    expect(pt(g, 'wurm')).toEqual([9, 4]);
    expect(g.names('p1', 'exile')).toEqual(['Wild Ride']);
  });

  it("near miss: Nature's Rhythm's harmonize cost has {X}, which the alternative-cost path doesn't announce: stays text", () => {
    expect(unenforced(rhythm).filter((t) => t.startsWith('Harmonize {X}{G}{G}{G}{G}'))).toHaveLength(1);
    expect(unenforced(whisper)).toEqual([]);
  });
});
