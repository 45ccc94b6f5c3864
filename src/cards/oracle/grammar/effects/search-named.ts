/**
 * "Search its controller's graveyard, hand, and library for all cards with the same name as that
 * spell and exile them" (Counterbore, Quash, Eradicate, Scour, Splinter, Sowing Salt), "… for any
 * number of cards with the same name as that land and exile them" (Crumble to Dust) (CR 701.23a,
 * 201.2a, 406.2): one player's three zones searched for the cards sharing a name with one object
 * named before. "That player" after it is the player whose zones were searched ("Then that
 * player shuffles"). A name chosen as the spell resolves ("with that name" after "Choose a card
 * name") is not read here.
 */
import { type Build } from '../../build';
import { lowerNP } from '../lower-nouns';
import { possessivePlayer, type NP } from '../nouns';
import { alt, as, lit, lits, map, seq, w } from '../peg';
import { isOneObject, type LowerTable, type VerbEntry } from './verb';

export type SearchNamedVp = { k: 'searchZonesForName'; whose: NP; all: boolean; sameAs: NP };

const its: NP = { k: 'pronoun', word: 'its' };

/** Whose zones: "its controller's", "its owner's", "target opponent's", "that player's". */
const whose = alt(
  as(lit("its controller's"), { k: 'controllerOf', of: its } as NP),
  as(lit("its owner's"), { k: 'ownerOf', of: its } as NP),
  possessivePlayer,
);

/** The object named before: "that spell", "that creature", "that card" … (one object, read as it last existed). */
const namedObject = as(
  lits(
    'that spell',
    'that creature',
    'that card',
    'that land',
    'that artifact',
    'that enchantment',
    'that permanent',
    'the exiled card',
  ),
  { k: 'pronoun', word: 'that creature' } as NP,
);

export const SEARCH_NAMED_VERBS: VerbEntry<SearchNamedVp>[] = [
  {
    subject: 'player',
    parse: map(
      seq(
        w('search'),
        whose,
        lit('graveyard, hand, and library for'),
        alt(as(lit('all cards'), true), as(lit('any number of cards'), false)),
        lit('with the same name as'),
        namedObject,
        lit('and exile them'),
      ),
      ([, who, , all, , sameAs]) => ({ k: 'searchZonesForName', whose: who, all, sameAs }) as SearchNamedVp,
    ),
  },
];

function lowerSearchNamed(b: Build, v: SearchNamedVp, actor: { ref: string }): boolean {
  if (actor.ref !== 'you') return false;
  const player = lowerNP(b, v.whose, 'player');
  if (!player || (player.ref !== 'controllerOf' && player.ref !== 'ownerOf' && player.ref !== 'target')) return false;
  if (player.ref === 'target' && b.targets[player.slot]?.filter.objects) return false;
  const sameNameAs = lowerNP(b, v.sameAs, 'object', true);
  if (!sameNameAs || !isOneObject(b, sameNameAs)) return false;
  // "its" and "that spell" name the same one object.
  if (player.ref !== 'target' && JSON.stringify(player.of) !== JSON.stringify(sameNameAs)) return false;
  b.steps.push({ do: 'searchZonesForName', player, sameNameAs, all: v.all });
  // "Then that player shuffles": the player whose zones were searched.
  b.player = player;
  return true;
}

export const LOWER_SEARCH_NAMED: LowerTable<SearchNamedVp> = {
  searchZonesForName: (v, c) => lowerSearchNamed(c.b, v, c.actor),
};
