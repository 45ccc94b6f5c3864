/**
 * Opening dropped or picked files through the share commands (./commands.ts), which load on
 * first use or when the browser is idle: the drop overlay and the file picker are on every
 * screen, the commands' code is not in the first load.
 */
import { gameStore } from '../../store';

const commands = () => import('./commands');

/** Opens `files` (scenario files, Forge puzzles) once the commands are loaded; says so if they can't be. */
export async function openFilesSoon(files: FileList | readonly File[]): Promise<void> {
  // Taken now: a FileList is live, and the picker empties its input right after the change.
  const list = [...files];
  let open: (typeof import('./commands'))['openFiles'];
  try {
    open = (await commands()).openFiles;
  } catch {
    gameStore
      .getState()
      .toast(
        'error',
        "Files can't be opened right now: part of Stackyard failed to load. Check the connection and reload the page.",
      );
    return;
  }
  await open(list);
}

/** Starts loading the file code (the commands, then export, import and Forge puzzles) when the browser is idle. */
export function preloadFilesSoon(): void {
  void commands()
    .then((m) => m.preloadFiles())
    .catch(() => undefined);
}
