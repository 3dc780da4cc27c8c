// npm start: builds the web app when its sources are newer than the build, then starts the
// server (TypeScript run through tsx) in this same process so signals reach it directly.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const built = path.join(root, 'dist/client/index.html');
const inputs = ['src/client', 'src/shared', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

/** Newest modification time under `p` (file or folder). */
function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(p).reduce((m, name) => Math.max(m, newest(path.join(p, name))), s.mtimeMs);
}

const stale = !existsSync(built) || inputs.some((p) => newest(path.join(root, p)) > statSync(built).mtimeMs);
if (stale && process.env.SKIP_CLIENT_BUILD !== 'true') {
  console.log('[specfolio] building the web app…');
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'src/server/main.ts'));
