/**
 * `npm run classroom [-- --port N] [-- --host H]`: starts the classroom server (y-websocket)
 * for local use and prints the URL to give the app ("Present" → server). Port: `--port`, else
 * `$CLASSROOM_PORT`, else 1234 (y-websocket's usual port). Host: `--host`, else
 * `$CLASSROOM_HOST`, else 127.0.0.1 (use 0.0.0.0 to let other machines of the room connect).
 */
import { startClassroomServer } from './classroom-server';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const rawPort = option('port') ?? process.env.CLASSROOM_PORT ?? '1234';
const port = Number(rawPort);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`classroom: the port must be a number from 0 to 65535, got "${rawPort}"`);
  process.exit(1);
}
const host = option('host') ?? process.env.CLASSROOM_HOST ?? '127.0.0.1';

startClassroomServer({ port, host }).then(
  (server) => {
    console.log(`Stackyard classroom server running: ${server.url}`);
    console.log('In the app: open a board, press "Present", keep this server URL, and share the join link.');
    const stop = () => {
      void server.close().then(() => process.exit(0));
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  },
  (error: unknown) => {
    const code = (error as { code?: string }).code;
    console.error(
      code === 'EADDRINUSE'
        ? `classroom: port ${port} is in use; choose another with --port N`
        : `classroom: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  },
);
