// `npm start`: builds the app when dist/ is missing or older than its sources, then runs the server
// (port 6800, PGlite under ./data, demo hospital) through tsx.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync, spawn } from 'node:child_process';

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
server.on('exit', (code) => process.exit(code ?? 0));
