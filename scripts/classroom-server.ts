/**
 * The classroom's sync server: y-websocket's own server code (`@y/websocket-server`, a
 * dependency — no sync logic is written here) on a plain Node HTTP server. Each room is a URL
 * path (`ws://host:port/<room>`); the server keeps a room's document while anyone is connected.
 *
 * Used by `npm run classroom` (scripts/classroom.ts), the Playwright classroom test and the
 * classroom bench, which start it on a free port (`port: 0`).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setupWSConnection } from '@y/websocket-server/utils';
import { WebSocketServer, type WebSocket } from 'ws';

/** A running server: its port, its `ws://` URL, and `close()` (resolves once every connection is closed). */
export interface ClassroomServer {
  port: number;
  url: string;
  close(): Promise<void>;
}

/** Starts the server on `host` (default 127.0.0.1) and `port` (0 = any free port). */
export function startClassroomServer(opts: { port?: number; host?: string } = {}): Promise<ClassroomServer> {
  const host = opts.host ?? '127.0.0.1';
  const wss = new WebSocketServer({ noServer: true });
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Stackyard classroom server (y-websocket): connect with ws://\n');
  });
  wss.on('connection', (conn: WebSocket, req: http.IncomingMessage) => setupWSConnection(conn, req));
  server.on('upgrade', (req, socket, head) => {
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => {
      const { port } = server.address() as AddressInfo;
      const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
      resolve({
        port,
        url: `ws://${shown}:${port}`,
        close: () =>
          new Promise<void>((done) => {
            for (const client of wss.clients) client.terminate();
            wss.close();
            server.close(() => done());
          }),
      });
    });
  });
}
