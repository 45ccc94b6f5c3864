/**
 * What a browser takes from a classroom server (issue 23). A join link names its server, so
 * a student may be talking to anyone's: messages larger than a class can legitimately be are
 * dropped unread (the server's own limit for a room's lesson is 4 MiB, scripts/classroom-server.ts),
 * and a refusal the server explains (y-websocket's permission-denied message: the class is too
 * large, say) is shown instead of only logged. What a message holds is then checked by
 * readRoom (store/classroom/room.ts) and the presence reader (session.ts).
 */
import * as decoding from 'lib0/decoding';
import type { WebsocketProvider } from 'y-websocket';

/** Largest classroom message read, in bytes: a room's whole lesson (4 MiB) and its framing. */
export const MAX_CLASS_MESSAGE_BYTES = 4 * 1024 * 1024 + 64 * 1024;

type Handler = (encoder: unknown, decoder: decoding.Decoder, ...rest: unknown[]) => void;

/**
 * Wraps a provider's message handlers: an oversized message calls `tooLarge(bytes)` and is not
 * applied; a permission-denied message calls `denied(reason)` (reason cut to 200 characters).
 */
export function guardProvider(
  provider: WebsocketProvider,
  on: { tooLarge(bytes: number): void; denied(reason: string): void },
): void {
  const handlers = provider.messageHandlers as unknown as Handler[];
  for (const type of [0, 1]) {
    const inner = handlers[type];
    if (!inner) continue;
    handlers[type] = (encoder, decoder, ...rest) => {
      if (decoder.arr.length > MAX_CLASS_MESSAGE_BYTES) {
        on.tooLarge(decoder.arr.length);
        return;
      }
      inner(encoder, decoder, ...rest);
    };
  }
  // y-protocols' auth message: 0 = permission denied, then the reason as a string.
  handlers[2] = (_encoder, decoder) => {
    if (decoding.readVarUint(decoder) !== 0) return;
    on.denied(decoding.readVarString(decoder).slice(0, 200));
  };
}
