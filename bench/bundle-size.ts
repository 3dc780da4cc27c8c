// The JavaScript a signed-in user downloads before the first page shows, gzip-compressed, read
// from the Vite manifest of dist/client (run `npx vite build` first, or pass --build).
//
//   npx tsx bench/bundle-size.ts [--build] [--json]
//
// For each first page it counts the entry chunk, the page's lazy route chunk, and every chunk
// either of them imports statically (the browser fetches those before it runs them). Fails
// (exit code 1) when any first page (the specbooks list, a manage page opened from a link) is over
// the budget of issue 15: 300 KB gzip (docs/decisions/044, 048).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of the Vite manifest (only the fields read here). */
type TManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type TManifest = Record<string, TManifestChunk>;

/** The initial JavaScript budget of the signed-in app (issue 15 item 4). */
export const BUDGET_BYTES = 300 * 1024;

const OUT_DIR = path.resolve('dist/client');

/** First pages measured: the route module each one lazily loads beside the entry. */
const FIRST_PAGES: { name: string; route: string }[] = [
  { name: 'specbooks list (/)', route: 'src/client/app/routes/index.tsx' },
  { name: 'manage page (/v4/specbooks/manage/:id)', route: 'src/client/app/routes/specbook-manage.tsx' },
];

/** Every manifest key reachable from `roots` through static imports, roots included. */
export function staticClosure(manifest: TManifest, roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  roots.forEach(visit);
  return [...seen];
}

/** Gzip size (bytes) of one built file at zlib's default level (6), as a server compressing on the fly sends it. */
function gzipBytes(file: string): number {
  return gzipSync(readFileSync(path.join(OUT_DIR, file))).length;
}

/** The entry chunk's manifest key (index.html). */
function entryKey(manifest: TManifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!key) throw new Error('no entry chunk in the manifest: was the build made with build.manifest?');
  return key;
}

/** The files and total gzip bytes a first page loads. */
export function measurePage(manifest: TManifest, route: string): { files: { file: string; gzip: number }[]; total: number } {
  if (!manifest[route]) throw new Error(`${route} is not in the manifest`);
  const files = staticClosure(manifest, [entryKey(manifest), route])
    .map((key) => manifest[key]?.file ?? key)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzip: gzipBytes(file) }))
    .sort((a, b) => b.gzip - a.gzip);
  return { files, total: files.reduce((sum, f) => sum + f.gzip, 0) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function main(): void {
  if (process.argv.includes('--build')) execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  const manifest = JSON.parse(readFileSync(path.join(OUT_DIR, '.vite/manifest.json'), 'utf8')) as TManifest;
  const results = FIRST_PAGES.map((page) => ({ ...page, ...measurePage(manifest, page.route) }));
  if (process.argv.includes('--json')) console.log(JSON.stringify(results, null, 2));
  else {
    for (const r of results) {
      console.log(`\n${r.name}: ${kb(r.total)} gzip in ${r.files.length} files`);
      for (const f of r.files) console.log(`  ${kb(f.gzip).padStart(9)}  ${f.file}`);
    }
  }
  console.log('');
  for (const r of results) {
    if (r.total > BUDGET_BYTES) {
      console.error(`FAIL: ${r.name} loads ${kb(r.total)} of JavaScript, over the budget of ${kb(BUDGET_BYTES)}`);
      process.exitCode = 1;
    } else console.log(`OK: ${r.name} ${kb(r.total)} ≤ ${kb(BUDGET_BYTES)}`);
  }
}

main();
