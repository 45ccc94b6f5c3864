// "Reveal the top ten cards of your library. Put a creature card from among them onto the
// battlefield with three +1/+1 counters on it. It gains hexproof until your next turn. Then
// shuffle." (Undercity's last room, Throne of the Dead Three.) The cards not chosen stay on top
// until the shuffle the text says (CR 701.20a, 401.4); the card put onto the battlefield enters
// with its counters (122.6, 614.1c) and is what "it" names next, the new object (400.7j). Without
// "Then shuffle" (or a place for the rest) the instruction stays text.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext, RULE, type CardDef } from '../../../engine';
import { game } from '../../../testing/harness';
import { DUNGEON_DATA } from '../../data/dungeons';
import { normalizeCard } from '../../data/faces';
import { compileCard } from '../compile';
import { card } from './card';
import { main, unenforced } from './compiled';

const undercity = compileCard(normalizeCard(DUNGEON_DATA.find((d) => d.name === 'Undercity')!));
const throne = (undercity.def.triggered ?? []).find(
  (t) => t.on.event === 'room' && t.on.name === 'Throne of the Dead Three',
);

/** A sorcery carrying the room ability's compiled instructions, to play them from a hand. */
const throneSpell: CardDef = {
  name: 'Throne Test',
  manaCost: '{0}',
  typeLine: 'Sorcery',
  oracle: throne?.text ?? '',
  spell: { targets: throne?.targets ?? [], steps: throne?.steps ?? [] },
};

type G = ReturnType<typeof game>;
const keywords = (g: G, ref: string) => characteristics(readContext(g.state, g.engine.registry), g.get(ref)).keywords;
const plusCounters = (g: G, ref: string) => g.get(ref).counters['+1/+1'] ?? 0;

function play(library: (string | { id: string; card: string })[]): G {
  const g = game(
    { turn: main, players: { p1: { hand: ['Throne Test'], library }, p2: { library: ['Island', 'Island'] } } },
    [],
    { cards: [throneSpell] },
  );
  g.act({ cast: 'Throne Test' });
  g.act({ pass: true });
  return g;
}

describe('reveal the top cards, put one onto the battlefield with counters, then shuffle (Undercity)', () => {
  it('Undercity reads in full now (so "you take the initiative" is read: dungeon.test.ts)', () => {
    expect(undercity.status).toBe('full');
    expect(throne?.steps.map((st) => st.do)).toEqual(['lookAtTop', 'pump', 'shuffle']);
  });

  it('the creature chosen among the ten enters with three +1/+1 counters and hexproof until your next turn', () => {
    const library = [
      'Island',
      'Island',
      { id: 'bears', card: 'Grizzly Bears' },
      'Island',
      'Island',
      { id: 'spider', card: 'Giant Spider' },
      'Island',
      'Island',
      'Island',
      'Island',
      // The eleventh card is not revealed: it can't be chosen.
      { id: 'elves', card: 'Llanowar Elves' },
    ];
    const g = play(library);
    const choice = g.state.pendingDecision;
    expect(choice?.player).toBe('p1');
    expect(choice?.candidates).toEqual(['bears', 'spider'].map((r) => g.get(r).id));
    g.act({ decide: [g.get('bears').id] });
    expect(g.names('p1', 'battlefield')).toEqual(['Grizzly Bears']);
    expect(plusCounters(g, 'bears')).toBe(3);
    expect(keywords(g, 'bears')).toContain('hexproof');
    // The other ten cards are all still in the library (shuffled, CR 701.20).
    expect(g.state.players.p1.library.length).toBe(10);
    expect(g.has('Note', RULE.shuffle)).toBe(true);
    // "until your next turn": still there through the opponent's turn, gone as p1's next begins.
    g.act({ advance: 'next-turn' });
    expect(keywords(g, 'bears')).toContain('hexproof');
    g.act({ advance: 'next-turn' });
    expect(keywords(g, 'bears')).not.toContain('hexproof');
    expect(plusCounters(g, 'bears')).toBe(3);
  });

  it('with no creature card among them nothing enters, and the library is still shuffled', () => {
    const g = play(['Island', 'Island', 'Island']);
    expect(g.state.pendingDecision).toBeNull();
    expect(g.names('p1', 'battlefield')).toEqual([]);
    expect(g.state.players.p1.library.length).toBe(3);
    expect(g.has('Note', RULE.shuffle)).toBe(true);
  });

  it('near misses: without a place for the rest, or with "shuffle" said of another library, it stays text', () => {
    const noRest = card(
      'No Rest Test',
      '{3}',
      'Sorcery',
      'Reveal the top ten cards of your library. Put a creature card from among them onto the battlefield.',
    );
    expect(unenforced(noRest)).toHaveLength(1);
    // "with three +1/+1 counters on it" goes with the battlefield only.
    const handCounters = card(
      'Hand Counters Test',
      '{3}',
      'Sorcery',
      'Reveal the top ten cards of your library. Put a creature card from among them into your hand with a +1/+1 counter on it. Then shuffle.',
    );
    expect(unenforced(handCounters)).toHaveLength(1);
  });
});
