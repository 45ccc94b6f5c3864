/**
 * `npm run classroom [-- --port N] [-- --host H] [-- --origin O]…`: starts the classroom server
 * (the y-websocket protocol, scripts/classroom-server.ts) and prints the URL to give the app
 * ("Present" → server). Port: `--port`, else `$CLASSROOM_PORT`, else 1234 (y-websocket's usual
 * port). Host: `--host`, else `$CLASSROOM_HOST`, else 127.0.0.1 (use 0.0.0.0 to let other
 * machines of the room connect). Origins: `--origin https://app.example` (repeatable), else
 * `$CLASSROOM_ORIGINS` (comma-separated), else pages of the server's own host name; `*` allows
 * any page. Limits: `--max-rooms N`, `--max-room-bytes N`, `--max-message-bytes N`,
 * `--idle-room-seconds N` (defaults in classroom-server.ts). See docs/classroom-server.md.
 */
import { DEFAULT_LIMITS, startClassroomServer, type ClassroomLimits } from './classroom-server';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function options(name: string): string[] {
  const out: string[] = [];
  process.argv.forEach((a, i) => {
    if (a === `--${name}` && process.argv[i + 1] !== undefined) out.push(process.argv[i + 1] as string);
  });
  return out;
}

function fail(message: string): never {
  console.error(`classroom: ${message}`);
  process.exit(1);
}

const rawPort = option('port') ?? process.env.CLASSROOM_PORT ?? '1234';
const port = Number(rawPort);
if (!Number.isInteger(port) || port < 0 || port > 65535)
  fail(`the port must be a number from 0 to 65535, got "${rawPort}"`);
const host = option('host') ?? process.env.CLASSROOM_HOST ?? '127.0.0.1';

const listed = options('origin').length
  ? options('origin')
  : (process.env.CLASSROOM_ORIGINS ?? '').split(',').filter((s) => s.trim());
const origins = listed.includes('*')
  ? '*'
  : listed.length
    ? listed.map((o) => {
        try {
          return new URL(o.trim()).origin.toLowerCase();
        } catch {
          return fail(`"${o}" is not an origin (like https://stackyard.example)`);
        }
      })
    : 'same-host';

const limits: Partial<ClassroomLimits> = {};
const whole = (flag: string, key: keyof ClassroomLimits, scale = 1) => {
  const raw = option(flag);
  if (raw === undefined) return;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) fail(`--${flag} must be a whole number of at least 1, got "${raw}"`);
  limits[key] = n * scale;
};
whole('max-rooms', 'maxRooms');
whole('max-room-bytes', 'maxRoomBytes');
whole('max-message-bytes', 'maxMessageBytes');
whole('max-connections-per-room', 'maxConnectionsPerRoom');
whole('idle-room-seconds', 'idleRoomMs', 1000);

startClassroomServer({ port, host, origins, ...limits, log: (line) => console.error(line) }).then(
  (server) => {
    console.log(`Stackyard classroom server running: ${server.url}`);
    console.log(
      `Pages allowed: ${origins === '*' ? 'any' : origins === 'same-host' ? `those served from this host name` : origins.join(', ')}; ` +
        `at most ${limits.maxRooms ?? DEFAULT_LIMITS.maxRooms} rooms.`,
    );
    console.log('In the app: open a board, press "Present", keep this server URL, and share the join link.');
    const stop = () => {
      void server.close().then(() => process.exit(0));
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  },
  (error: unknown) => {
    const code = (error as { code?: string }).code;
    fail(
      code === 'EADDRINUSE'
        ? `port ${port} is in use; choose another with --port N`
        : error instanceof Error
          ? error.message
          : String(error),
    );
  },
);
