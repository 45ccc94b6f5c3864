// "Sacrifice any number of Mountains. ~ deals that much damage to …" and "sacrifice any number of
// other permanents, then draw that many cards" (CR 701.21a): the controller chooses from none to
// all of the permanents they control that match, and "that much" / "that many" is how many were
// sacrificed. An amount the text defines from them ("where X is the number of lands sacrificed
// this way", "their total power") stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const landslide = card(
  'Landslide',
  '{R}',
  'Sorcery',
  'Sacrifice any number of Mountains. Landslide deals that much damage to target player or planeswalker.',
);
const effort = card(
  'Last-Ditch Effort',
  '{R}',
  'Instant',
  'Sacrifice any number of creatures. Last-Ditch Effort deals that much damage to any target.',
);

describe('"sacrifice any number of …", then "that much" (CR 701.21a)', () => {
  const board = {
    turn: main,
    players: {
      p1: {
        battlefield: [
          { id: 'm1', card: 'Mountain' },
          { id: 'm2', card: 'Mountain' },
          { id: 'm3', card: 'Mountain' },
          'Forest',
        ],
        hand: ['Landslide'],
      },
    },
  };

  it('Landslide: two Mountains sacrificed (a tapped one too), 2 damage to the target player; the Forest is not a choice', () => {
    const g = game(board, [{ cast: 'Landslide', targets: ['p2'] }, { pass: true }], { cards: compiled(landslide) });
    expect(g.error).toBeNull();
    const d = g.state.pendingDecision as { candidates: string[]; min: number; player: string };
    expect(d).toMatchObject({ kind: 'chooseObjects', min: 0, max: 3, player: 'p1' });
    expect([...d.candidates].sort()).toEqual(['m1', 'm2', 'm3'].map((id) => g.get(id).id).sort());
    const tapped = ['m1', 'm2', 'm3'].find((id) => g.get(id).tapped) as string;
    const untapped = ['m1', 'm2', 'm3'].find((id) => !g.get(id).tapped) as string;
    g.act({ decide: [tapped, untapped] });
    expect(g.state.players.p2.life).toBe(18);
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Landslide', 'Mountain', 'Mountain']);
    expect(g.names('p1', 'battlefield').sort()).toEqual(['Forest', 'Mountain']);
  });

  it('Landslide: none sacrificed, no damage', () => {
    const g = game(board, [{ cast: 'Landslide', targets: ['p2'] }, { pass: true }], { cards: compiled(landslide) });
    g.act({ decide: [] });
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(20);
    expect(g.names('p1', 'battlefield')).toHaveLength(4);
  });

  it('Last-Ditch Effort: its controller sacrifices both creatures, 2 damage to the creature targeted', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', 'Grizzly Bears', 'Llanowar Elves'], hand: ['Last-Ditch Effort'] },
          p2: { battlefield: [{ id: 'spider', card: 'Giant Spider' }] },
        },
      },
      [{ cast: 'Last-Ditch Effort', targets: ['spider'] }, { pass: true }],
      { cards: compiled(effort) },
    );
    expect(g.error).toBeNull();
    // p2's Giant Spider is not p1's to sacrifice.
    expect((g.state.pendingDecision as { candidates: string[] }).candidates).toHaveLength(2);
    g.act({ decide: (g.state.pendingDecision as { candidates: string[] }).candidates });
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Grizzly Bears', 'Last-Ditch Effort', 'Llanowar Elves']);
    expect(g.get('spider').damage).toBe(2);
  });

  it('near miss: an X defined from the lands sacrificed (Hew the Entwood) stays text', () => {
    const hew = card(
      'Hew the Entwood',
      '{3}{R}{R}',
      'Sorcery',
      'Sacrifice any number of lands. Reveal the top X cards of your library, where X is the number of lands sacrificed this way. Choose any number of artifact and/or land cards revealed this way. Put all nonland cards chosen this way onto the battlefield, then put all land cards chosen this way onto the battlefield tapped, then put the rest on the bottom of your library in a random order.',
    );
    expect(unenforced(hew)).toEqual([hew.oracle_text]);
  });
});
