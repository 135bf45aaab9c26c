// `make serve`: serves the built site (dist/) on 127.0.0.1, port $PORT (default 8080).
// Says where once it is listening; a busy port is one clear line and exit status 1.

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './static-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const port = Number(process.env.PORT ?? 8080);

if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`retrograde: PORT must be a port number from 1 to 65535, not "${process.env.PORT}"`);
  process.exit(1);
}

try {
  const { url } = await startServer(root, { port });
  console.log(`serving on ${url} (Ctrl-C to stop)`);
} catch (error) {
  const why = error.code === 'EADDRINUSE'
    ? `port ${port} is busy; choose another, for example PORT=9000 make serve`
    : `cannot serve on port ${port}: ${error.message}`;
  console.error(`retrograde: ${why}`);
  process.exit(1);
}
