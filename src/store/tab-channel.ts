/**
 * Tabs of this app in one browser tell each other which session they show and when they save
 * it (BroadcastChannel "stackyard-sessions"), so a session open in two tabs is noticed at once
 * and said on screen. The revision check in autosave.ts is what keeps both tabs' steps; this
 * only makes it visible early. Where BroadcastChannel is missing, nothing is sent or heard.
 */

/** What one tab says to the others. `tab` is the sender's random id. */
export type TabMessage =
  | { type: 'open'; tab: string; session: string }
  | { type: 'here'; tab: string; session: string }
  | { type: 'saved'; tab: string; session: string; rev: number };

export interface TabChannel {
  post(message: TabMessage): void;
  close(): void;
}

const isMessage = (v: unknown): v is TabMessage =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as { type?: unknown }).type === 'string' &&
  typeof (v as { tab?: unknown }).tab === 'string' &&
  typeof (v as { session?: unknown }).session === 'string';

/** The channel, calling `onMessage` for every well-formed message from another tab; a no-op channel where there is none. */
export function openTabChannel(onMessage: (message: TabMessage) => void, name = 'stackyard-sessions'): TabChannel {
  if (typeof BroadcastChannel === 'undefined') return { post: () => undefined, close: () => undefined };
  const channel = new BroadcastChannel(name);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (isMessage(event.data)) onMessage(event.data);
  };
  return {
    post: (message) => {
      try {
        channel.postMessage(message);
      } catch {
        /* closed */
      }
    },
    close: () => channel.close(),
  };
}
