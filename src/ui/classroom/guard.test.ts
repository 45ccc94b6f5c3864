/**
 * A join link names its server, so a student's browser may be talking to a hostile one (issue
 * 23): a message over the size a class can have is dropped unread, and a refusal is shown.
 * A tiny hostile server (`ws`) sends them to y-websocket's provider, guarded as the app guards it.
 */
import type { AddressInfo } from 'node:net';
import * as encoding from 'lib0/encoding';
import { afterEach, describe, expect, it } from 'vitest';
import * as syncProtocol from 'y-protocols/sync';
import * as authProtocol from 'y-protocols/auth';
import { WebsocketProvider } from 'y-websocket';
import WebSocket, { WebSocketServer } from 'ws';
import * as Y from 'yjs';
import { guardProvider, MAX_CLASS_MESSAGE_BYTES } from './guard';

const cleanup: (() => void)[] = [];
afterEach(() => {
  for (const f of cleanup.splice(0)) f();
});

/** A server that answers every connection with `messages`, then keeps quiet. */
async function hostileServer(messages: Uint8Array[]): Promise<string> {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((r) => wss.once('listening', () => r()));
  wss.on('connection', (ws) => {
    ws.on('error', () => {});
    for (const m of messages) ws.send(m);
  });
  cleanup.push(() => {
    for (const c of wss.clients) c.terminate();
    wss.close();
  });
  return `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
}

/** A sync-step-2 message carrying a document with `text` under `key` of map `map`. */
function lesson(map: string, key: string, text: string): Uint8Array {
  const doc = new Y.Doc();
  doc.getMap(map).set(key, text);
  const e = encoding.createEncoder();
  encoding.writeVarUint(e, 0);
  syncProtocol.writeSyncStep2(e, doc);
  return encoding.toUint8Array(e);
}

function guarded(url: string) {
  const doc = new Y.Doc();
  const provider = new WebsocketProvider(url, 'some-room', doc, {
    WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket,
  });
  const seen: { tooLarge: number[]; denied: string[] } = { tooLarge: [], denied: [] };
  guardProvider(provider, {
    tooLarge: (bytes) => seen.tooLarge.push(bytes),
    denied: (reason) => seen.denied.push(reason),
  });
  cleanup.push(() => {
    provider.destroy();
    doc.destroy();
  });
  return { doc, provider, seen };
}

async function until(check: () => boolean): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > 25_000) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('the classroom guard: what a browser takes from a server', () => {
  it('20 MB under an unused key is dropped unread; a lesson of normal size after it is read', async () => {
    const url = await hostileServer([lesson('junk', 'x', 'a'.repeat(20_000_000)), lesson('session', 'scenario', '{}')]);
    const c = guarded(url);
    await until(() => c.doc.getMap('session').get('scenario') === '{}');
    expect(c.seen.tooLarge).toHaveLength(1);
    expect(c.seen.tooLarge[0]).toBeGreaterThan(MAX_CLASS_MESSAGE_BYTES);
    expect(c.doc.share.has('junk')).toBe(false);
  }, 60_000);

  it('a message just under the limit is read (a class at the server’s 4 MiB limit still opens)', async () => {
    const url = await hostileServer([lesson('session', 'scenario', 'b'.repeat(4 * 1024 * 1024 - 100))]);
    const c = guarded(url);
    await until(() => typeof c.doc.getMap('session').get('scenario') === 'string');
    expect(c.seen.tooLarge).toEqual([]);
  }, 60_000);

  it("a server's refusal is shown with its reason", async () => {
    const e = encoding.createEncoder();
    encoding.writeVarUint(e, 2);
    authProtocol.writePermissionDenied(e, 'the class is too large for this server (at most 8388608 bytes)');
    const url = await hostileServer([encoding.toUint8Array(e)]);
    const c = guarded(url);
    await until(() => c.seen.denied.length > 0);
    expect(c.seen.denied).toEqual(['the class is too large for this server (at most 8388608 bytes)']);
  });
});
