/**
 * "Save as .pzl": downloads the board shown as a Forge puzzle (its goal too, when it came from
 * one), with a message listing what the format can't carry. The exporter loads on first use.
 */
import { engine, gameStore, stateOf } from '../../store';

/** Downloads the board shown as `<title>.pzl`. */
export async function exportPuzzle(): Promise<void> {
  const s = gameStore.getState();
  if (!s.scenario || s.history.cursor < 0) return;
  let mod: typeof import('../../scenario/forge/export-pzl');
  try {
    mod = await import('../../scenario/forge/export-pzl');
  } catch {
    s.toast(
      'error',
      'The puzzle could not be made: part of Stackyard failed to load. Check the connection and reload the page.',
    );
    return;
  }
  const doc = s.scenario.loaded.doc;
  const { text, warnings } = mod.exportPzl(stateOf(s.history), engine.registry, {
    title: doc.title ?? 'Stackyard board',
    goal: doc.puzzle ?? null,
    ...(doc.description ? { description: doc.description } : {}),
  });
  const href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const a = document.createElement('a');
  a.href = href;
  a.download = `${
    (doc.title ?? 'board')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'board'
  }.pzl`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  s.toast(
    'info',
    warnings.length
      ? `Exported as a Forge puzzle; not carried over: ${warnings.join('; ')}.`
      : 'Exported as a Forge puzzle.',
  );
}
