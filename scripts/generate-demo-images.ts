// Generates the demo catalogue's product pictures and company logos (SVG) into public/demo.
// Run: npx tsx scripts/generate-demo-images.ts   (the output is committed).
import { mkdirSync, writeFileSync } from 'node:fs';
import { DEMO_SPECS, type DemoSpec } from '../src/server/db/seed/catalogue-data';

const FINISH_COLOURS: Record<string, [string, string]> = {
  'Brushed Nickel': ['#c9c9c4', '#8d8d88'],
  'Matte Black': ['#3a3a3a', '#111111'],
  'Polished Chrome': ['#eef2f5', '#9aa6b0'],
  'Gloss White': ['#ffffff', '#d9dde2'],
  'Stainless Steel': ['#dfe3e6', '#9ea7ad'],
  'Champagne Bronze': ['#e2c79a', '#a88350'],
  'Polished Nickel': ['#ece6da', '#aea58f'],
  'Aged Brass': ['#d3b068', '#8e6f2c'],
  Black: ['#3a3a3a', '#111111'],
  White: ['#ffffff', '#d9dde2'],
  'Fireclay White': ['#fbfaf6', '#d8d3c6'],
  'Concrete Grey': ['#b5b3ae', '#7d7b76'],
  Rough: ['#c9a27a', '#8a6440'],
  'Panel Ready': ['#d8c3a5', '#9c8262'],
  'Satin Brass': ['#e6cf96', '#a8894a'],
  'Satin Nickel': ['#dcdcd6', '#95958f'],
  'Black Glass': ['#4a4f55', '#1f2226'],
};

// One silhouette per category, drawn in a 200x200 box.
const SHAPES: Record<DemoSpec['category'], string> = {
  Bath: '<rect x="88" y="40" width="24" height="90" rx="6"/><path d="M112 52 h42 a10 10 0 0 1 10 10 v14 h-14 v-8 h-38z"/><rect x="70" y="128" width="60" height="14" rx="4"/>',
  Kitchen: '<path d="M92 150 V70 a40 40 0 0 1 80 0 v28 h-14 v-28 a26 26 0 0 0 -52 0 V150z"/><rect x="80" y="148" width="40" height="14" rx="4"/>',
  Lighting: '<rect x="97" y="20" width="6" height="60"/><path d="M60 120 a40 40 0 0 1 80 0z"/><circle cx="100" cy="128" r="10"/>',
  Plumbing: '<rect x="40" y="92" width="120" height="18" rx="4"/><rect x="90" y="50" width="20" height="100" rx="4"/><circle cx="100" cy="101" r="20"/>',
  'Decorative Hardware': '<rect x="40" y="92" width="120" height="14" rx="7"/><rect x="52" y="104" width="10" height="26" rx="3"/><rect x="138" y="104" width="10" height="26" rx="3"/><circle cx="100" cy="60" r="18"/>',
  Appliances: '<rect x="55" y="30" width="90" height="140" rx="8"/><rect x="65" y="42" width="70" height="40" rx="4" fill-opacity=".35"/><rect x="128" y="96" width="6" height="40" rx="3"/>',
};

function productSvg(s: DemoSpec): string {
  const [light, dark] = FINISH_COLOURS[s.finish] ?? ['#dddddd', '#999999'];
  const id = s.model.toLowerCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="400" height="400" role="img" aria-label="${s.name}, ${s.finish}">
<defs><linearGradient id="g-${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
<rect width="200" height="200" fill="#f6f7f9"/>
<g fill="url(#g-${id})" stroke="${dark}" stroke-width="1.5">${SHAPES[s.category]}</g>
<text x="100" y="188" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="11" fill="#5c6670">${s.model}</text>
</svg>
`;
}

function logoSvg(initials: string, name: string, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160" role="img" aria-label="${name.replace(/&/g, '&amp;')}">
<rect width="160" height="160" rx="28" fill="${colour}"/>
<text x="80" y="98" text-anchor="middle" font-family="Georgia, serif" font-size="60" font-weight="bold" fill="#ffffff">${initials}</text>
</svg>
`;
}

mkdirSync('public/demo/products', { recursive: true });
for (const s of DEMO_SPECS) writeFileSync(`public/demo/products/${s.model.toLowerCase()}.svg`, productSvg(s));
writeFileSync('public/demo/lakeside-logo.svg', logoSvg('LB', 'Lakeside Bath & Kitchen', '#1f6f78'));
writeFileSync('public/demo/verde-logo.svg', logoSvg('SV', 'Studio Verde Interiors', '#4d7c3a'));
writeFileSync('public/demo/harbor-logo.svg', logoSvg('HP', 'Harbor Plumbing Supply', '#2b4c7e'));
console.log(`wrote ${DEMO_SPECS.length} product images and 3 logos`);
