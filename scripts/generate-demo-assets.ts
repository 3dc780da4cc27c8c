// Generates the demo catalogue's assets: product pictures (SVG, one drawing per product type painted
// in the product's finish, no text: src/server/db/seed/demo-drawings.ts) and company logos into
// public/demo, and the products' spec sheets (one-page PDFs) into src/server/db/seed/spec-sheets,
// which the seed copies into the file storage.
// Run: npx tsx scripts/generate-demo-assets.ts   (the output is committed).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { DEMO_MANUFACTURERS, DEMO_SPECS } from '../src/server/db/seed/catalogue-data';
import { productSvg } from '../src/server/db/seed/demo-drawings';
import { DEMO_SPEC_SHEET_SPECS, SPEC_SHEET_DIR, specSheetFile } from '../src/server/db/seed/demo-spec-sheets';
import { renderDemoSpecSheet } from '../src/server/db/seed/spec-sheet-drawing';

function logoSvg(initials: string, name: string, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160" role="img" aria-label="${name.replace(/&/g, '&amp;')}">
<rect width="160" height="160" rx="28" fill="${colour}"/>
<text x="80" y="98" text-anchor="middle" font-family="Georgia, serif" font-size="60" font-weight="bold" fill="#ffffff">${initials}</text>
</svg>
`;
}

mkdirSync('public/demo/products', { recursive: true });
// Pictures of products no longer in the catalogue go.
for (const file of readdirSync('public/demo/products')) rmSync(`public/demo/products/${file}`);
for (const s of DEMO_SPECS) {
  const id = s.model.toLowerCase();
  writeFileSync(`public/demo/products/${id}.svg`, productSvg(s.kind, s.finish, `${s.name}, ${s.finish}`, id));
}
writeFileSync('public/demo/lakeside-logo.svg', logoSvg('LB', 'Lakeside Bath & Kitchen', '#1f6f78'));
writeFileSync('public/demo/verde-logo.svg', logoSvg('SV', 'Studio Verde Interiors', '#4d7c3a'));
writeFileSync('public/demo/harbor-logo.svg', logoSvg('HP', 'Harbor Plumbing Supply', '#2b4c7e'));

/** Writes every spec sheet afresh (sheets of products no longer in the catalogue go). */
async function writeSpecSheets(): Promise<void> {
  rmSync(SPEC_SHEET_DIR, { recursive: true, force: true });
  mkdirSync(SPEC_SHEET_DIR, { recursive: true });
  for (const s of DEMO_SPEC_SHEET_SPECS) {
    const manufacturer = DEMO_MANUFACTURERS.find((m) => m.key === s.mfr)!;
    writeFileSync(`${SPEC_SHEET_DIR}/${specSheetFile(s)}`, await renderDemoSpecSheet(s, manufacturer));
  }
}

await writeSpecSheets();
console.log(`wrote ${DEMO_SPECS.length} product images, 3 logos and ${DEMO_SPEC_SHEET_SPECS.length} spec sheets`);
