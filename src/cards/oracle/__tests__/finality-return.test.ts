// "Return target creature card from your graveyard to the battlefield with a finality counter on
// it" (Rite of the Moth), "Return this card from your graveyard to the battlefield tapped with two
// +1/+1 counters on it" (Retrofitted Transmogrant): the card enters with the counters (CR 614.1c,
// 122.6); a permanent with a finality counter that would go to a graveyard from the battlefield
// is exiled instead (122.1e). Real cards. Near miss: a counter kind the grammar doesn't take (a
// mannequin counter, Makeshift Mannequin) stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const rite = card(
  'Rite of the Moth',
  '{1}{W}{B}{B}',
  'Sorcery',
  'Return target creature card from your graveyard to the battlefield with a finality counter on it. (If a creature with a finality counter on it would die, exile it instead.)\nFlashback {3}{W}{W}{B} (You may cast this card from your graveyard for its flashback cost. Then exile it.)',
);
const transmogrant = card(
  'Retrofitted Transmogrant',
  '{B}',
  'Artifact Creature — Zombie',
  '{3}{B}: Return this card from your graveyard to the battlefield tapped with two +1/+1 counters on it.',
  '1/1',
);
const murder = card('Murder', '{1}{B}{B}', 'Instant', 'Destroy target creature.');
const CARDS = compiled(rite, transmogrant, murder);

describe('returned to the battlefield with counters on it (CR 614.1c, 122.1e)', () => {
  it('Rite of the Moth: the Bears enter with a finality counter; destroyed, they are exiled, not put in the graveyard', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Plains', 'Swamp', 'Swamp', 'Swamp'],
            hand: ['Rite of the Moth'],
            graveyard: [{ id: 'bears', card: 'Grizzly Bears' }],
          },
          p2: { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] },
        },
      },
      [{ cast: 'Rite of the Moth', targets: ['bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.find('Grizzly Bears')?.zone).toBe('battlefield');
    expect(g.find('Grizzly Bears')?.counters).toEqual({ finality: 1 });
    g.act({ pass: true });
    g.act({ cast: 'Murder', targets: ['Grizzly Bears'], player: 'p2' });
    while (g.stack().length) g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).not.toContain('Grizzly Bears');
    expect(g.names('p1', 'exile')).toContain('Grizzly Bears');
  });

  it('Retrofitted Transmogrant returns from the graveyard tapped with two +1/+1 counters', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'],
            graveyard: [{ id: 'tr', card: 'Retrofitted Transmogrant' }],
          },
        },
      },
      [{ activate: 'tr' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const t = g.find('Retrofitted Transmogrant');
    expect(t?.zone).toBe('battlefield');
    expect(t?.tapped).toBe(true);
    expect(t?.counters).toEqual({ '+1/+1': 2 });
  });

  it('near miss: "with a mannequin counter on it" stays text', () => {
    const mannequin = card(
      'Makeshift Mannequin',
      '{3}{B}',
      'Instant',
      'Return target creature card from your graveyard to the battlefield with a mannequin counter on it. For as long as that creature has a mannequin counter on it, it has "When this creature becomes the target of a spell or ability, sacrifice it."',
    );
    expect(unenforced(mannequin)).toEqual([mannequin.oracle_text]);
  });
});
