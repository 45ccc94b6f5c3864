/** Shared by the editor's unit tests: the pool's restore and a check that a result restores and builds. */
import { expect } from 'vitest';
import { engine, restore } from '../pool';
import type { ScenarioDoc } from '../schema';
import { checkDoc } from './check';
import type { EditResult } from './cards';

export const reg = engine.registry;
export const ctx = { restore, registry: engine.registry };

/** Asserts the document restores and builds with no problem, and returns it. */
export function playable(doc: ScenarioDoc): ScenarioDoc {
  expect(checkDoc(doc, ctx).problems).toEqual([]);
  return doc;
}

/** The document of a successful edit (fails the test with the reason otherwise). */
export function ok(result: EditResult): ScenarioDoc {
  if (!result.ok) throw new Error(`edit refused: ${result.reason}`);
  return result.doc;
}
