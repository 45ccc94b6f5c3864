/**
 * "Search its controller's graveyard, hand, and library for all cards with the same name as that
 * spell and exile them" (Counterbore, Eradicate, Scour), "… for any number of cards with the same
 * name as that land …" (Crumble to Dust) (CR 701.23a, 406.2): the resolving spell's controller
 * searches one player's graveyard, hand and library for the cards that share a name with the
 * object named (201.2a; as it last existed, 608.2h; a face-down one has no name, 708.2a). With
 * "all", each such card in the graveyard, a public zone, is found; the hand and library are
 * hidden zones, where the searcher may find fewer (701.23b). With "any number" the searcher
 * chooses among all of them. What is found is exiled as one event; the shuffle that follows
 * is the card's next instruction ("Then that player shuffles").
 */
import { namesOf, shareAName } from '../../derived/characteristics';
import { emit, peek, simultaneously, type Ctx } from '../../state/context';
import { ask, takeAnswer } from '../../state/decisions';
import { RULE } from '../../state/rules';
import type { ObjectId } from '../../state/types';
import { moveObject, readZone } from '../../zones/objects';
import { refPlayers, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';
import { sameNameAs } from './search';

function runSearchZonesForName(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'searchZonesForName'>): StepResult {
  const p = r.controller;
  const owner = refPlayers(ctx, r, step.player)[0];
  if (!owner) return 'next';
  const names = sameNameAs(ctx, r, step.sameNameAs);
  const named = (zone: 'graveyard' | 'hand' | 'library') =>
    readZone(ctx, zone, owner).filter((id) => {
      const o = peek(ctx, id);
      return !!o && names.length > 0 && shareAName(namesOf(ctx, o), names);
    });
  const graveyard = named('graveyard');
  const hidden = [...named('hand'), ...named('library')];
  // "all": the graveyard's cards are found (a public zone); only the hidden zones' may be missed.
  const forced = step.all ? graveyard : [];
  const cands = step.all ? hidden : [...graveyard, ...hidden];
  let found: ObjectId[] = forced;
  if (cands.length) {
    const ans = takeAnswer(t);
    if (!Array.isArray(ans))
      return ask(ctx, {
        player: p,
        kind: 'chooseObjects',
        purpose: 'search',
        rule: RULE.searchMayFail,
        about: r.item,
        candidates: cands,
        min: 0,
        max: cands.length,
        prompt: step.all
          ? `${sourceName(ctx, r)}: search ${owner === p ? 'your' : `${owner}'s`} hand and library for the cards named ${names.join(' // ')} to exile (each one there may be found; you may find fewer in a hidden zone, CR 701.23b)${graveyard.length ? '; those in the graveyard are exiled' : ''}.`
          : `${sourceName(ctx, r)}: search ${owner === p ? 'your' : `${owner}'s`} graveyard, hand and library for any number of cards named ${names.join(' // ')} to exile.`,
      });
    found = [...forced, ...ans];
  }
  if (!found.length)
    emit(ctx, {
      type: 'Note',
      rule: RULE.searchMayFail,
      objects: [p],
      cards: [],
      text: `${p} searched ${owner === p ? 'their' : `${owner}'s`} graveyard, hand and library and exiled nothing (${sourceName(ctx, r)}).`,
    });
  simultaneously(ctx, () => {
    for (const id of found)
      moveObject(ctx, id, 'exile', { rule: RULE.search, why: `found by searching (${sourceName(ctx, r)})` });
  });
  return 'next';
}

/** The handler of the named search of three zones. */
export const searchNamedSteps: Pick<StepTable, 'searchZonesForName'> = {
  searchZonesForName: { rule: RULE.search, run: runSearchZonesForName },
};
