// "for each creature destroyed this way" (CR 701.8): how many the effect's destroy instruction
// destroyed — an indestructible creature isn't destroyed (CR 702.12b) and doesn't count. Fumigate
// over two Bears and a Darksteel Myr gains 2 life; Whiptongue Hydra destroying two fliers gets two
// counters; Phyrexian Rebirth's Horror is X/X for the creatures destroyed. "For each nontoken creature destroyed this way" (Blood Money) stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const fumigate = card(
  'Fumigate',
  '{3}{W}{W}',
  'Sorcery',
  'Destroy all creatures. You gain 1 life for each creature destroyed this way.',
);
const hydra = card(
  'Whiptongue Hydra',
  '{5}{G}',
  'Creature — Lizard Hydra',
  'Reach\nWhen this creature enters, destroy all creatures with flying. Put a +1/+1 counter on this creature for each creature destroyed this way.',
  '4/4',
);
const myr = card(
  'Darksteel Myr',
  '{3}',
  'Artifact Creature — Myr',
  "Indestructible (Damage and effects that say \"destroy\" don't destroy this creature. If its toughness is 0 or less, it's still put into its owner's graveyard.)",
  '0/1',
);
const angel = card(
  'Serra Angel',
  '{3}{W}{W}',
  'Creature — Angel',
  "Flying\nVigilance (Attacking doesn't cause this creature to tap.)",
  '4/4',
);
const bloodMoney = card(
  'Blood Money',
  '{5}{B}{B}',
  'Sorcery',
  'Destroy all creatures. For each nontoken creature destroyed this way, you create a tapped Treasure token.',
);
const rebirth = card(
  'Phyrexian Rebirth',
  '{4}{W}{W}',
  'Sorcery',
  'Destroy all creatures, then create an X/X colorless Phyrexian Horror artifact creature token, where X is the number of creatures destroyed this way.',
);
const CARDS = compiled(fumigate, hydra, myr, angel, rebirth);

function settle(g: ReturnType<typeof game>) {
  for (let i = 0; i < 20 && g.state.stack.length && !g.state.pendingDecision; i++) g.act({ pass: true });
  return g;
}

describe('for each creature destroyed this way (CR 701.8)', () => {
  it('Fumigate: two Bears destroyed, the indestructible Myr not — 2 life', () => {
    const g = settle(
      game(
        {
          turn: main,
          players: {
            p1: {
              hand: ['Fumigate'],
              battlefield: [...Array<string>(5).fill('Plains'), 'Grizzly Bears', 'Darksteel Myr'],
            },
            p2: { battlefield: ['Grizzly Bears'] },
          },
        },
        [{ cast: 'Fumigate' }],
        { cards: CARDS },
      ),
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(expect.arrayContaining(['Fumigate', 'Grizzly Bears']));
    expect(g.names('p1', 'battlefield')).toContain('Darksteel Myr');
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.state.players.p1.life).toBe(22);
  });

  it('Whiptongue Hydra: two fliers destroyed, two +1/+1 counters', () => {
    const g = settle(
      game(
        {
          turn: main,
          players: {
            p1: { hand: ['Whiptongue Hydra'], battlefield: [...Array<string>(6).fill('Forest'), 'Grizzly Bears'] },
            p2: { battlefield: ['Serra Angel', 'Serra Angel'] },
          },
        },
        [{ cast: 'Whiptongue Hydra' }],
        { cards: CARDS },
      ),
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Serra Angel', 'Serra Angel']);
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
    expect(pt(g, 'Whiptongue Hydra')).toEqual([6, 6]);
  });

  it('Phyrexian Rebirth: three creatures destroyed, the Myr not — a 3/3 Horror', () => {
    const g = settle(
      game(
        {
          turn: main,
          players: {
            p1: {
              hand: ['Phyrexian Rebirth'],
              battlefield: [...Array<string>(6).fill('Plains'), 'Grizzly Bears', 'Darksteel Myr'],
            },
            p2: { battlefield: ['Grizzly Bears', 'Serra Angel'] },
          },
        },
        [{ cast: 'Phyrexian Rebirth' }],
        { cards: CARDS },
      ),
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'battlefield').filter((n) => /Bears|Angel/.test(n))).toEqual([]);
    expect(pt(g, 'Phyrexian Horror Token')).toEqual([3, 3]);
  });

  it('"for each nontoken creature destroyed this way" stays text', () => {
    expect(unenforced(bloodMoney)).toHaveLength(1);
  });
});
