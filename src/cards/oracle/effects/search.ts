/**
 * Searching a library (CR 701.23): "Search your library for a basic land card, put that card
 * onto the battlefield tapped", "… for up to two basic land cards, reveal them, put them into
 * your hand", "Its controller may search their library for …". Shuffling is its own sentence.
 */
import { parseCount } from '../phrases/numbers';
import { parseObjects } from '../phrases/objects';
import { parsePlayer } from '../phrases/refs';
import { freshVar } from '../build';
import type { EffectTemplate } from './template';

const DEST: Record<string, { to: 'hand' | 'battlefield' | 'graveyard'; tapped?: boolean }> = {
  'into your hand': { to: 'hand' },
  'into their hand': { to: 'hand' },
  'onto the battlefield': { to: 'battlefield' },
  'onto the battlefield tapped': { to: 'battlefield', tapped: true },
  'into your graveyard': { to: 'graveyard' },
};

export const SEARCH: EffectTemplate[] = [
  {
    id: 'search',
    re: /^(?:(?<who>Its controller|Target player|That player) (?:may )?searches|(?:You may )?[Ss]earch) (?:your|their) library for (?<what>.+?)(?:, reveal (?:it|them|that card|those cards))?, (?:and )?put (?:it|them|that card|those cards) (?<dest>into your hand|into their hand|onto the battlefield tapped|onto the battlefield|into your graveyard)$/,
    build: (g, b) => {
      const who =
        g.who === undefined ? null : parsePlayer(b, (g.who as string)[0]?.toLowerCase() + (g.who as string).slice(1));
      if (g.who !== undefined && !who) return false;
      const m = /^(?:(up to (\w+))|(a|an)) (.+)$/.exec(g.what as string);
      if (!m) return false;
      const max = m[1] ? parseCount(m[2] as string) : 1;
      const ph = parseObjects(m[4] as string);
      const dest = DEST[g.dest as string];
      if (!max || !ph || !dest || !ph.filter.cardOnly || max > 1 !== ph.plural) return false;
      const { zone: _z, ...filter } = ph.filter;
      void _z;
      b.steps.push({
        do: 'search',
        ...(who ? { player: who } : {}),
        filter,
        max,
        ...dest,
        label: g.what as string,
        as: freshVar(b, 'found'),
      });
      return true;
    },
  },
];
