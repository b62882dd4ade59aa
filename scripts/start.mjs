// `npm start`: builds the app when dist/ is missing or older than its sources, then runs the server
// (port 6800, PGlite under ./data, demo hospital) through tsx. A busy port is refused before building, so a
// second `npm start` never rewrites dist/ under the server that is running.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { spawnSync, spawn } from 'node:child_process';

const port = Number.parseInt(process.env.PORT ?? '', 10) || 6800;
const host = process.env.HOST || '0.0.0.0';
const portError = await new Promise((resolve) => {
  const probe = createServer();
  probe.once('error', resolve);
  probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(undefined)));
});
if (portError?.code === 'EADDRINUSE') {
  console.error(
    `人事系统 cannot start: Port ${port} on ${host} is already in use (another server?) — stop it, or set PORT to a free port.`,
  );
  process.exit(1);
}

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(st.mtimeMs, ...readdirSync(path).map((f) => newest(join(path, f))));
}

const SOURCES = [
  'src',
  'sw',
  'workers',
  'contract',
  'public',
  'index.html',
  'vite.config.ts',
  'package.json',
];
const built = existsSync('dist/index.html') && existsSync('dist/sw.js') ? newest('dist/index.html') : 0;
if (built < Math.max(...SOURCES.map(newest))) {
  console.log('Building the app…');
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
