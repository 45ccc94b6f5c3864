// The log's note when a card whose text the engine does not enforce is cast, played or enters.
import { describe, expect, it } from 'vitest';
import { indexCards } from '../../cards/data/card-index';
import { indexSource } from '../../cards/data/resolver';
import { scryfallCards } from '../../cards/data/test-data';
import { cardRequest, resolveGameCardsSync } from '../../scenario/cards/game-cards';
import { openScenarioValue } from '../../scenario/link/open-link';
import { replay } from '../../scenario/script';
import { unenforcedNote } from '../unenforced-notes';

function play(hand: string[], lands: string[]) {
  const doc = {
    format: 'stackyard/scenario@1',
    turn: { number: 3, active: 'p1', phase: 'main1' },
    players: { p1: { battlefield: lands, hand } },
    script: hand.map((cast) => ({ cast })),
  };
  const resolved = resolveGameCardsSync(cardRequest(doc), [indexSource('scryfall', indexCards(scryfallCards()))]);
  const opened = openScenarioValue(doc, resolved.cards);
  if (!opened.ok) throw new Error(JSON.stringify(opened.problems));
  const rp = replay(resolved.cards.engine, opened.loaded);
  if (rp.error) throw new Error(rp.error.message);
  const events = rp.steps.flatMap((s) => s.events);
  return events
    .map((ev) => [ev.type, unenforcedNote(ev, rp.final, resolved.cards.book)] as const)
    .filter(([, note]) => note !== null);
}

describe('log notes about unenforced text', () => {
  it('casting a card whose ability is text only says so, once, on the cast', () => {
    expect(play(['Delver of Secrets'], ['Island'])).toEqual([
      ['SpellCast', 'Delver of Secrets: 1 ability is text only, not enforced (see the card detail)'],
    ]);
  });

  it('pool cards and fully compiled cards get no note', () => {
    expect(play(['Lone Missionary'], ['Plains', 'Plains'])).toEqual([]);
    expect(play(['Grizzly Bears'], ['Forest', 'Forest'])).toEqual([]);
  });
});
