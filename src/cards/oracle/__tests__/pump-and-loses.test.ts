// "gets -2/+2 and loses flying until end of turn" (Leering Gargoyle, Wind Shear, Sentry Oak): one
// duration for both changes (CR 611.2a); the power and toughness change applies in layer 7c, the
// lost keyword in layer 6 (CR 613.1f, 613.4c). "Attacking creatures with flying" are the ones
// that matched as the spell resolved (CR 611.2c): losing flying doesn't end their -2/-2. Both end
// in the cleanup step (CR 514.2).
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const gargoyle = card(
  'Leering Gargoyle',
  '{1}{W}{U}',
  'Creature — Gargoyle',
  'Flying\n{T}: This creature gets -2/+2 and loses flying until end of turn.',
  '2/2',
);
const windShear = card(
  'Wind Shear',
  '{2}{G}',
  'Instant',
  'Attacking creatures with flying get -2/-2 and lose flying until end of turn.',
);
const angel = card('Serra Angel', '{3}{W}{W}', 'Creature — Angel', 'Flying\nVigilance', '4/4');
const crow = card(
  'Storm Crow',
  '{1}{U}',
  'Creature — Bird',
  "Flying (This creature can't be blocked except by creatures with flying or reach.)",
  '1/2',
);
const CARDS = compiled(gargoyle, windShear, angel, crow);

type G = ReturnType<typeof game>;
const keywords = (g: G, ref: string) => characteristics(readContext(g.state, g.engine.registry), g.get(ref)).keywords;

describe('gets ±N/±N and loses a keyword until end of turn (CR 611.2a, 613.1f)', () => {
  it('Leering Gargoyle: a 0/4 without flying until cleanup, then a 2/2 flier again', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: [{ id: 'garg', card: 'Leering Gargoyle' }] } } },
      [{ activate: 'Leering Gargoyle' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'garg')).toEqual([0, 4]);
    expect(keywords(g, 'garg')).not.toContain('flying');
    g.act({ advance: 'next-turn' });
    expect(pt(g, 'garg')).toEqual([2, 2]);
    expect(keywords(g, 'garg')).toContain('flying');
  });

  it('Wind Shear: the attacking Serra Angel is a 2/2 without flying; the Storm Crow at home is untouched', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Wind Shear'],
            battlefield: [
              'Forest',
              'Forest',
              'Forest',
              { id: 'angel', card: 'Serra Angel' },
              { id: 'crow', card: 'Storm Crow' },
            ],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['angel'] });
    g.act({ cast: 'Wind Shear' });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(pt(g, 'angel')).toEqual([2, 2]);
    expect(keywords(g, 'angel')).not.toContain('flying');
    expect(pt(g, 'crow')).toEqual([1, 2]);
    expect(keywords(g, 'crow')).toContain('flying');
  });

  it('near miss: "loses all creature types" with a pump stays text', () => {
    const inversion = card(
      'Nameless Inversion',
      '{1}{B}',
      'Kindred Instant — Shapeshifter',
      'Changeling (This card is every creature type.)\nTarget creature gets +3/-3 and loses all creature types until end of turn.',
    );
    expect(unenforced(inversion)).toHaveLength(1);
  });
});
