// Sums the self time of a V8 .cpuprofile (BENCH_CPU_PROF) per function and per package, so a
// profile can be read without a browser.
// Run: npx tsx bench/profile-summary.ts <file.cpuprofile> [top=40]
// LAST=<seconds> counts only the samples of the profile's last seconds (the load, not start-up);
// the inclusive table counts a function once per sample in which it is on the stack.
import { readFile } from 'node:fs/promises';

/** The parts of a V8 CPU profile this reads. */
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

/** The package (or source folder) a script URL belongs to. */
function packageOf(url: string): string {
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.includes('/src/')) return url.slice(url.indexOf('/src/') + 1).split('/').slice(0, 3).join('/');
  return url.startsWith('node:') ? url : url === '' ? '(native)' : url;
}

/** Prints the `top` entries of a map of microseconds, as milliseconds and shares of `total`. */
function printTop(title: string, times: Map<string, number>, total: number, top: number): void {
  console.log(`\n${title}`);
  for (const [name, us] of [...times].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${(us / 1000).toFixed(0).padStart(7)} ms ${((100 * us) / total).toFixed(1).padStart(5)}%  ${name}`);
  }
}

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [top]');
const profile = JSON.parse(await readFile(file, 'utf8')) as CpuProfile;
const byId = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
const parentOf = new Map<number, number>();
for (const n of profile.nodes) for (const child of n.children ?? []) parentOf.set(child, n.id);
/** A function's name with where it is defined. */
const nameOf = (frame: CpuProfile['nodes'][number]['callFrame']) =>
  `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/src\//, 'src/')}:${frame.lineNumber + 1}`;
const byFunction = new Map<string, number>();
const byPackage = new Map<string, number>();
const inclusive = new Map<string, number>();
const ends: number[] = [];
let at = 0;
for (const delta of profile.timeDeltas) ends.push((at += delta));
const from = process.env.LAST ? at - Number(process.env.LAST) * 1e6 : 0;
let total = 0;
profile.samples.forEach((id, i) => {
  if (ends[i]! < from) return;
  const frame = byId.get(id)!;
  const us = profile.timeDeltas[i] ?? 0;
  total += us;
  byFunction.set(nameOf(frame), (byFunction.get(nameOf(frame)) ?? 0) + us);
  const pkg = packageOf(frame.url);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
  const seen = new Set<string>();
  for (let node: number | undefined = id; node !== undefined; node = parentOf.get(node)) seen.add(nameOf(byId.get(node)!));
  for (const name of seen) inclusive.set(name, (inclusive.get(name) ?? 0) + us);
});
const top = Number(topArg ?? 40);
printTop('self time by package', byPackage, total, top);
printTop('self time by function', byFunction, total, top);
printTop('inclusive time by function', inclusive, total, top);
