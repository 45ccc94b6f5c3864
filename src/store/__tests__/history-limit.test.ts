/**
 * Issue 14, item 4: a history can't grow past what a link, a file or a saved session can
 * carry (5,000 steps, `MAX_ENGINE_ACTIONS`). At the limit the store refuses the next step with
 * a message, and everything the app makes of that history — the link, the exported file, the
 * autosaved session — opens again at the same moment.
 */
import { describe, expect, it } from 'vitest';
import type { Action } from '../../engine';
import { encodePayload } from '../../scenario/link/codec';
import { MAX_ENGINE_ACTIONS } from '../../scenario/link/actions';
import { openDocWithActions, openScenarioValue } from '../../scenario/link/open-link';
import { openLinkPayload } from '../../scenario/link/open-payload';
import { MAX_FILE_CHARS, openScenarioFile, scenarioFileText } from '../../scenario/scenario-file';
import { restore, restoreText } from '../../scenario/pool';
import { createGameStore } from '../game-store';
import { actionsToCursor, sessionOf } from '../session';
import { openSession } from '../session-open';
import { passesOn } from '../../testing/play-on';

const lands = (n: number) => Array.from({ length: n }, () => 'Island');

describe('the history stops at the most a link, file or session can hold', () => {
  it('at 5,000 steps the next is refused with a message; the link, the file and the session all reopen', () => {
    const doc = {
      format: 'stackyard/scenario@1',
      title: 'Long game',
      players: { p1: { battlefield: lands(5), library: lands(500) }, p2: { library: lands(500) } },
    };
    // Passes, and the cleanup discards they come to (CR 514.1).
    const played: Action[] = passesOn(doc, MAX_ENGINE_ACTIONS + 1);
    const opened = openDocWithActions(doc, played.slice(0, MAX_ENGINE_ACTIONS - 1));
    expect(opened.ok).toBe(true);
    const store = createGameStore(openScenarioValue);
    expect(store.getState().load(null, { open: () => opened })).toBeNull();
    expect(store.getState().perform(played[MAX_ENGINE_ACTIONS - 1] as Action)).toBe(true); // step 5,000
    expect(store.getState().history.cursor).toBe(MAX_ENGINE_ACTIONS);
    const before = store.getState().history;
    expect(store.getState().perform(played[MAX_ENGINE_ACTIONS] as Action)).toBe(false); // step 5,001
    expect(store.getState().history).toBe(before);
    expect(store.getState().toasts.at(-1)?.text).toMatch(
      /reached 5,000 steps, the most a link, file or saved session can hold/,
    );

    const s = store.getState();
    const loadedDoc = s.scenario!.loaded.doc;
    const actions = actionsToCursor(s);
    expect(actions).toHaveLength(MAX_ENGINE_ACTIONS);
    const final = JSON.stringify(s.history.state);

    const link = openLinkPayload(encodePayload(loadedDoc, actions));
    expect(link.ok && JSON.stringify(link.steps.at(-1)?.state)).toBe(final);

    const file = openScenarioFile('long-game.stackyard.json', scenarioFileText(loadedDoc, actions));
    expect(file.ok && JSON.stringify(file.steps.at(-1)?.state)).toBe(final);

    const session = sessionOf(s, { id: 'x', origin: 'link', savedAt: 1 })!;
    const reopened = openSession(JSON.parse(JSON.stringify(session)));
    expect(reopened.ok && JSON.stringify(reopened.steps.at(-1)?.state)).toBe(final);

    // Undo makes room again: the next step replaces the one undone.
    store.getState().undo();
    expect(store.getState().perform({ type: 'pass' })).toBe(true);
    expect(store.getState().history.entries).toHaveLength(MAX_ENGINE_ACTIONS + 1);
  }, 60_000);

  it('the file of the largest board with 5,000 steps is within what a file may hold, and restores', () => {
    const entry = (i: number) => ({ id: `card-${i}`, card: 'Grizzly Bears', tapped: true, counters: { '+1/+1': 3 } });
    const zone = (from: number) => Array.from({ length: 500 }, (_, i) => entry(from + i));
    const doc = {
      format: 'stackyard/scenario@1',
      title: 'Largest',
      players: {
        p1: { battlefield: zone(0), library: zone(500) },
        p2: { battlefield: zone(1000), graveyard: zone(1500) },
      },
    };
    const restored = restore(doc);
    if (!restored.ok) throw new Error(restored.problems[0]?.message);
    const cast: Action = { type: 'cast', player: 'p1', object: 'o123456', targets: ['o123457', 'p2'], x: 1000 };
    const text = scenarioFileText(
      restored.scenario,
      Array.from({ length: MAX_ENGINE_ACTIONS }, () => cast),
    );
    expect(text.length).toBeLessThanOrEqual(MAX_FILE_CHARS);
    expect(restoreText(text).ok).toBe(true);
  });
});
