/**
 * What autosave has to say, on screen (navigation.ts shows it until dismissed): the session is
 * also open in another tab, this tab's steps were saved as a copy (the copy gets its own
 * address), or the browser's storage can't keep it. Loads with autosave's code.
 */
import { parseFragment } from '../../scenario/link/address';
import type { AutosaveNotice } from '../../store';
import { entrySid, entryState, here } from './history-entry';
import { shareStore } from './share-store';

/** What autosave has to say, on screen (until dismissed); a copy made for this tab gets its own address. */
export function onNotice(notice: AutosaveNotice): void {
  if (notice.kind === 'shared') {
    shareStore.setState({
      sessionNotice: {
        kind: 'tab',
        title: 'Open in another tab too',
        text: `“${notice.title}” is also open in another tab of this browser. Steps taken in both tabs are kept: if both tabs take steps, this tab's are saved as a copy (listed under Recent).`,
      },
    });
  } else if (notice.kind === 'forked') {
    if (entrySid() === notice.from) {
      const fragment = parseFragment(window.location.hash);
      const url =
        fragment.kind === 'session' ? `${here()}#session=${encodeURIComponent(notice.to)}` : window.location.href;
      history.replaceState(entryState(notice.to, true), '', url);
    }
    shareStore.setState({
      sessionNotice: {
        kind: 'tab',
        title: 'Saved as a copy',
        text: `Another tab changed this session, so the steps taken here are saved as “${notice.title}” (listed under Recent); the other tab's steps stay in the original.`,
      },
    });
  } else {
    shareStore.setState({
      sessionNotice: { kind: 'storage', title: 'Not saved in this browser', text: notice.message },
      persistent: false,
    });
  }
}
