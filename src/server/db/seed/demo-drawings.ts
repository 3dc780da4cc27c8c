/**
 * Flat line drawings of the demo catalogue's product types, in a 200×200 box, as lists of SVG
 * paths with a tone each. The same paths become the product pictures (SVG, scripts/
 * generate-demo-assets.ts) and the drawing on the demo spec sheets (pdfkit draws SVG paths), so
 * a product looks the same on its card, in the e-Specbook and in its PDFs. No text is drawn.
 */

/** What a path is painted with: the product's finish, a fixed material, or a shadow. */
export type Tone = 'finish' | 'dark' | 'porcelain' | 'glass' | 'glow' | 'shadow' | 'steel';

/** One painted path. */
export type Shape = [tone: Tone, d: string];

/** Rounded rectangle as a path. */
function r(x: number, y: number, w: number, h: number, rad = 0): string {
  const k = Math.min(rad, w / 2, h / 2);
  if (k <= 0) return `M${x} ${y}h${w}v${h}h${-w}z`;
  return `M${x + k} ${y}h${w - 2 * k}a${k} ${k} 0 0 1 ${k} ${k}v${h - 2 * k}a${k} ${k} 0 0 1 ${-k} ${k}h${-(w - 2 * k)}a${k} ${k} 0 0 1 ${-k} ${-k}v${-(h - 2 * k)}a${k} ${k} 0 0 1 ${k} ${-k}z`;
}

/** Ellipse (a circle when ry is left out) as a path. */
function e(cx: number, cy: number, rx: number, ry = rx): string {
  return `M${cx - rx} ${cy}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0z`;
}

const floor = (w = 70): Shape => ['shadow', e(100, 176, w, 6)];

const faucetBase: Shape[] = [floor(40), ['finish', r(76, 160, 48, 10, 4)]];

/** The product types that have a drawing. */
export const DRAWINGS = {
  'lav-faucet': [...faucetBase, ['finish', r(90, 92, 20, 70, 5)], ['finish', 'M100 96C100 70 112 62 142 66v12c-22-3-30 3-30 20z'], ['finish', r(84, 78, 32, 10, 4)], ['finish', r(96, 56, 8, 24, 3)], ['dark', r(136, 76, 8, 4, 1)]],
  'vessel-faucet': [...faucetBase, ['finish', r(90, 54, 20, 108, 5)], ['finish', 'M100 58C100 40 116 34 150 38v12c-26-3-38 2-38 14z'], ['finish', r(108, 70, 26, 8, 4)], ['dark', r(144, 48, 8, 4, 1)]],
  'widespread-faucet': [floor(70), ['finish', r(40, 160, 120, 10, 4)], ['finish', r(92, 104, 16, 58, 5)], ['finish', 'M100 108C100 80 118 72 146 76v12c-22-3-32 4-32 20z'], ['finish', r(44, 140, 16, 22, 4)], ['finish', r(140, 140, 16, 22, 4)], ['finish', 'M36 132h40v8h-40zM52 124h8v24h-8z'], ['finish', 'M124 132h40v8h-40zM140 124h8v24h-8z']],
  'kitchen-faucet': [floor(46), ['finish', r(78, 164, 44, 8, 3)], ['finish', r(92, 70, 16, 96, 5)], ['finish', 'M92 76C92 18 168 18 168 70v30h-14v-30c0-36-48-36-48 6z'], ['finish', r(151, 98, 20, 26, 6)], ['dark', r(155, 122, 12, 3, 1)], ['finish', r(108, 112, 26, 8, 4)]],
  'bridge-faucet': [floor(70), ['finish', r(30, 162, 140, 8, 3)], ['finish', r(40, 110, 14, 54, 4)], ['finish', r(146, 110, 14, 54, 4)], ['finish', r(40, 112, 120, 12, 5)], ['finish', r(93, 60, 14, 56, 4)], ['finish', 'M93 66C93 28 152 28 152 62v16h-12v-16c0-20-35-20-35 4z'], ['finish', e(47, 100, 12, 5)], ['finish', e(153, 100, 12, 5)]],
  'pot-filler': [['finish', r(20, 60, 22, 40, 6)], ['finish', r(40, 72, 60, 10, 4)], ['finish', e(100, 77, 9)], ['finish', r(100, 72, 62, 10, 4)], ['finish', e(162, 77, 9)], ['finish', r(157, 82, 10, 44, 4)], ['dark', r(156, 124, 12, 5, 2)], ['finish', r(92, 52, 16, 14, 3)]],
  'tub-filler': [floor(40), ['finish', r(74, 164, 52, 8, 3)], ['finish', r(92, 40, 16, 126, 5)], ['finish', 'M100 44C100 24 130 22 150 30v12c-18-6-36-4-36 10z'], ['finish', r(108, 96, 28, 8, 4)], ['finish', r(76, 82, 14, 44, 5)], ['dark', r(78, 124, 10, 4, 1)]],
  shower: [['finish', r(60, 20, 80, 8, 3)], ['finish', r(96, 24, 8, 30, 3)], ['finish', e(100, 58, 34, 8)], ['dark', r(76, 64, 48, 3, 1)], ['finish', r(146, 44, 8, 110, 4)], ['finish', r(140, 70, 20, 10, 3)], ['finish', r(142, 80, 16, 44, 6)], ['finish', e(90, 130, 26)], ['steel', e(90, 130, 18)], ['finish', r(86, 124, 40, 10, 5)]],
  showerhead: [['finish', r(20, 40, 14, 30, 4)], ['finish', 'M30 50h70l6 6v8h-76z'], ['finish', r(92, 60, 10, 20, 3)], ['finish', e(97, 94, 64, 14)], ['dark', e(97, 100, 54, 6)]],
  tub: [floor(88), ['porcelain', 'M18 84h164c0 44-30 78-82 78s-82-34-82-78z'], ['porcelain', r(14, 78, 172, 12, 6)], ['shadow', r(30, 86, 140, 4, 2)], ['finish', r(56, 158, 12, 16, 3)], ['finish', r(132, 158, 12, 16, 3)]],
  toilet: [floor(56), ['porcelain', r(98, 26, 58, 70, 8)], ['porcelain', r(94, 20, 66, 10, 4)], ['finish', r(140, 36, 12, 6, 2)], ['porcelain', 'M40 100h120v10c0 22-18 36-40 38v22h-48v-24c-18-6-32-22-32-46z'], ['porcelain', r(36, 94, 126, 10, 5)]],
  'wall-toilet': [['steel', r(150, 20, 10, 160)], ['porcelain', 'M40 80h112v60h-40c-20 0-44-6-58-22-10-12-14-24-14-38z'], ['porcelain', r(36, 72, 120, 12, 6)], ['finish', r(154, 32, 4, 30, 1)]],
  'lav-sink': [['steel', r(20, 40, 160, 120, 10)], ['porcelain', r(34, 54, 132, 92, 30)], ['shadow', r(44, 64, 112, 72, 26)], ['dark', e(100, 118, 7)], ['dark', e(100, 72, 4)]],
  'vessel-sink': [['steel', r(10, 150, 180, 14, 3)], ['porcelain', 'M30 82h140c0 40-30 68-70 68s-70-28-70-68z'], ['porcelain', e(100, 82, 70, 10)], ['shadow', e(100, 82, 60, 6)]],
  'kitchen-sink': [['porcelain', r(16, 36, 168, 128, 10)], ['shadow', r(28, 48, 144, 104, 12)], ['porcelain', r(32, 52, 136, 96, 10)], ['dark', e(138, 126, 9)], ['steel', e(138, 126, 5)]],
  'farmhouse-sink': [['steel', r(6, 40, 188, 14, 2)], ['porcelain', r(22, 54, 156, 100, 4)], ['shadow', r(22, 54, 156, 8)], ['porcelain', r(30, 66, 140, 80, 4)], ['steel', r(8, 154, 184, 20, 2)]],
  vanity: [floor(84), ['steel', r(24, 50, 152, 12, 3)], ['finish', r(28, 62, 144, 104, 3)], ['dark', 'M100 66v96'], ['finish', r(34, 68, 60, 90, 2)], ['finish', r(106, 68, 60, 90, 2)], ['dark', r(86, 100, 4, 24, 2)], ['dark', r(110, 100, 4, 24, 2)], ['steel', r(94, 34, 12, 18, 3)], ['steel', 'M100 36c0-8 14-10 20-6v6c-6-3-12-2-12 2z']],
  mirror: [['finish', r(46, 16, 108, 168, 54)], ['glass', r(56, 26, 88, 148, 44)], ['glow', 'M76 52l20-14v16l-20 14z']],
  'towel-bar': [['finish', r(20, 88, 160, 10, 5)], ['finish', r(20, 80, 14, 26, 4)], ['finish', r(166, 80, 14, 26, 4)], ['finish', r(12, 74, 14, 38, 4)], ['finish', r(174, 74, 14, 38, 4)]],
  'towel-ring': [['finish', r(88, 30, 24, 24, 6)], ['finish', r(96, 52, 8, 22, 3)], ['finish', 'M100 70a46 46 0 1 1 -0.1 0zm0 10a36 36 0 1 0 0.1 0z']],
  'paper-holder': [['finish', r(30, 70, 20, 40, 6)], ['finish', r(48, 84, 96, 10, 5)], ['porcelain', r(70, 60, 70, 60, 10)], ['shadow', e(140, 90, 6, 30)]],
  'robe-hook': [['finish', r(84, 50, 32, 32, 8)], ['finish', 'M100 74v40c0 20 30 20 30 0h-10c0 8-10 8-10 0v-40z']],
  range: [floor(72), ['finish', r(30, 44, 140, 126, 4)], ['dark', r(30, 44, 140, 10)], ['dark', r(40, 80, 120, 70, 4)], ['glass', r(50, 90, 100, 46, 3)], ['finish', r(44, 66, 112, 6, 3)], ['dark', e(50, 58, 4)], ['dark', e(76, 58, 4)], ['dark', e(124, 58, 4)], ['dark', e(150, 58, 4)]],
  refrigerator: [floor(64), ['finish', r(44, 14, 112, 158, 5)], ['dark', 'M100 16v80'], ['dark', r(44, 96, 112, 3)], ['dark', r(90, 30, 4, 52, 2)], ['dark', r(106, 30, 4, 52, 2)], ['dark', r(60, 108, 80, 4, 2)], ['glass', r(60, 40, 22, 30, 3)]],
  dishwasher: [floor(56), ['finish', r(46, 40, 108, 130, 4)], ['dark', r(46, 40, 108, 14)], ['dark', r(60, 64, 80, 5, 2)], ['glow', e(140, 47, 2)]],
  hood: [['finish', r(82, 10, 36, 70, 2)], ['finish', 'M30 110l36-32h68l36 32z'], ['finish', r(24, 110, 152, 18, 3)], ['glow', e(70, 130, 8, 2)], ['glow', e(130, 130, 8, 2)]],
  'wall-oven': [['steel', r(30, 20, 140, 160, 2)], ['finish', r(40, 30, 120, 140, 4)], ['dark', r(40, 30, 120, 18)], ['dark', r(54, 62, 92, 96, 4)], ['glass', r(62, 74, 76, 74, 3)], ['finish', r(56, 54, 88, 5, 2)]],
  cooktop: [['dark', 'M10 110l30-50h120l30 50z'], ['steel', r(10, 110, 180, 8, 2)], ['shadow', e(66, 76, 18, 7)], ['shadow', e(134, 76, 18, 7)], ['shadow', e(58, 96, 20, 8)], ['shadow', e(142, 96, 20, 8)], ['glow', r(86, 100, 28, 4, 2)]],
  'wine-cooler': [floor(46), ['finish', r(56, 20, 88, 152, 4)], ['dark', r(64, 28, 72, 128, 3)], ['glass', r(68, 32, 64, 120, 2)], ['dark', 'M72 60h56M72 84h56M72 108h56M72 132h56'], ['finish', r(136, 40, 4, 40, 2)]],
  microwave: [['steel', r(10, 150, 180, 10)], ['finish', r(30, 70, 140, 80, 4)], ['dark', r(38, 78, 96, 64, 3)], ['glass', r(44, 84, 84, 52, 2)], ['dark', r(142, 84, 20, 30, 2)]],
  'bar-pull': [['finish', r(20, 90, 160, 12, 6)], ['finish', r(40, 100, 12, 26, 4)], ['finish', r(148, 100, 12, 26, 4)], ['shadow', r(30, 128, 140, 4, 2)]],
  'cup-pull': [['finish', 'M40 86h120v10c0 26-26 40-60 40s-60-14-60-40z'], ['shadow', 'M58 98h84c-4 16-20 24-42 24s-38-8-42-24z'], ['finish', e(48, 92, 8)], ['finish', e(152, 92, 8)]],
  knob: [['shadow', e(100, 156, 30, 5)], ['finish', r(92, 110, 16, 44, 4)], ['finish', e(100, 88, 40, 34)], ['glow', e(86, 76, 10, 6)]],
  'edge-pull': [['shadow', r(20, 70, 160, 70, 3)], ['finish', r(60, 62, 80, 16, 3)], ['finish', r(60, 62, 80, 34, 3)], ['dark', r(66, 84, 68, 4, 2)]],
  'door-lever': [['finish', e(70, 100, 36)], ['finish', r(60, 92, 110, 16, 8)], ['dark', e(70, 140, 5)]],
  handleset: [['finish', r(60, 20, 30, 160, 14)], ['finish', r(90, 40, 30, 10, 4)], ['finish', r(112, 40, 10, 110, 5)], ['finish', r(90, 140, 30, 10, 4)], ['finish', e(150, 60, 18)], ['dark', e(150, 60, 6)], ['dark', r(72, 90, 6, 16, 3)]],
  latch: [['finish', r(20, 80, 90, 40, 6)], ['finish', r(50, 94, 110, 12, 4)], ['finish', e(60, 100, 14)], ['finish', r(140, 86, 40, 28, 6)], ['dark', e(30, 100, 3)], ['dark', e(170, 100, 3)]],
  'vanity-light': [['finish', r(16, 40, 168, 14, 6)], ['finish', r(44, 54, 6, 20)], ['finish', r(97, 54, 6, 20)], ['finish', r(150, 54, 6, 20)], ['glass', 'M27 74h40l-8 50h-24z'], ['glass', 'M80 74h40l-8 50h-24z'], ['glass', 'M133 74h40l-8 50h-24z'], ['glow', e(47, 100, 8)], ['glow', e(100, 100, 8)], ['glow', e(153, 100, 8)]],
  'linear-pendant': [['finish', r(50, 8, 4, 100)], ['finish', r(146, 8, 4, 100)], ['finish', r(14, 104, 172, 18, 4)], ['glow', r(20, 122, 160, 6, 3)]],
  'globe-pendant': [['finish', r(98, 4, 4, 86)], ['finish', r(90, 86, 20, 14, 4)], ['glass', e(100, 136, 44)], ['glow', e(100, 136, 14)]],
  'dome-pendant': [['finish', r(98, 4, 4, 70)], ['finish', 'M30 140c0-40 30-66 70-66s70 26 70 66z'], ['dark', e(100, 140, 70, 6)], ['glow', e(100, 146, 22, 8)]],
  sconce: [['finish', r(80, 30, 40, 110, 18)], ['finish', r(96, 74, 40, 8, 4)], ['glass', r(118, 40, 40, 64, 20)], ['glow', e(138, 76, 10)]],
  chandelier: [['finish', r(98, 4, 4, 50)], ['finish', e(100, 60, 8)], ['finish', 'M30 100c0-26 40-34 70-34s70 8 70 34h-8c0-18-32-26-62-26s-62 8-62 26z'], ['finish', r(96, 60, 8, 60, 4)], ['finish', r(24, 98, 20, 8, 3)], ['finish', r(90, 118, 20, 8, 3)], ['finish', r(156, 98, 20, 8, 3)], ['glass', r(26, 70, 16, 28, 6)], ['glass', r(92, 90, 16, 28, 6)], ['glass', r(158, 70, 16, 28, 6)], ['glow', e(34, 82, 4)], ['glow', e(100, 102, 4)], ['glow', e(166, 82, 4)]],
  'flush-mount': [['finish', r(40, 50, 120, 10, 4)], ['glass', 'M34 60h132c0 34-30 56-66 56s-66-22-66-56z'], ['glow', e(100, 80, 30, 12)], ['finish', e(100, 118, 6)]],
  recessed: [['finish', e(100, 100, 72)], ['steel', e(100, 100, 58)], ['glow', e(100, 100, 44)], ['porcelain', e(100, 100, 30)]],
  valve: [['steel', r(20, 92, 160, 16, 6)], ['finish', r(72, 60, 56, 80, 10)], ['steel', r(90, 30, 20, 40, 3)], ['steel', r(90, 130, 20, 40, 3)], ['dark', e(100, 100, 16)], ['steel', e(100, 100, 8)]],
  'mixing-valve': [['steel', r(20, 96, 50, 12, 4)], ['steel', r(130, 96, 50, 12, 4)], ['finish', r(64, 70, 72, 62, 12)], ['steel', r(94, 132, 12, 44, 4)], ['dark', r(88, 40, 24, 32, 4)], ['dark', r(84, 32, 32, 10, 3)]],
  'linear-drain': [['steel', r(6, 84, 188, 34, 3)], ['finish', r(12, 90, 176, 22, 2)], ['dark', 'M24 96h152M24 101h152M24 106h152']],
  'square-drain': [['steel', r(40, 40, 120, 120, 6)], ['finish', r(50, 50, 100, 100, 4)], ['dark', 'M66 66h68M66 82h68M66 98h68M66 114h68M66 130h68']],
  carrier: [['steel', r(40, 14, 120, 10)], ['steel', r(40, 176, 120, 8)], ['steel', r(44, 20, 10, 160)], ['steel', r(146, 20, 10, 160)], ['finish', r(62, 30, 76, 74, 6)], ['steel', r(60, 120, 80, 8)], ['dark', e(100, 150, 14)]],
  'flush-plate': [['finish', r(40, 30, 120, 140, 8)], ['dark', r(54, 46, 92, 108, 6)], ['finish', r(58, 50, 40, 100, 4)], ['finish', r(102, 50, 40, 100, 4)]],
  'water-heater': [floor(46), ['finish', r(50, 20, 100, 150, 8)], ['dark', r(64, 40, 72, 40, 4)], ['glow', r(72, 50, 30, 10, 2)], ['steel', r(70, 170, 8, 10)], ['steel', r(122, 170, 8, 10)], ['steel', r(96, 4, 8, 18)]],
  disposer: [floor(40), ['steel', r(70, 20, 60, 16, 4)], ['finish', r(60, 36, 80, 120, 24)], ['dark', r(60, 70, 80, 6)], ['steel', r(136, 96, 40, 10, 4)]],
  'water-filter': [floor(50), ['steel', r(40, 30, 120, 16, 4)], ['finish', r(50, 46, 40, 110, 14)], ['finish', r(110, 46, 40, 110, 14)], ['dark', r(50, 60, 40, 4)], ['dark', r(110, 60, 40, 4)]],
  'supply-stop': [['steel', r(30, 92, 70, 16, 4)], ['finish', r(92, 76, 40, 48, 8)], ['finish', r(128, 92, 30, 16, 4)], ['steel', r(104, 30, 16, 48, 3)], ['finish', e(112, 34, 18, 8)]],
} satisfies Record<string, Shape[]>;

/** A drawn product type. */
export type DemoKind = keyof typeof DRAWINGS;

/** Light and dark colour of each demo finish (the paint of 'finish' paths). */
const FINISH_COLOURS: Record<string, [string, string]> = {
  'Polished Chrome': ['#eef2f5', '#8f9ba6'],
  Chrome: ['#eef2f5', '#8f9ba6'],
  'Brushed Nickel': ['#d2d2cc', '#8d8d88'],
  'Satin Nickel': ['#dcdcd6', '#95958f'],
  'Polished Nickel': ['#ece6da', '#aea58f'],
  'Matte Black': ['#4a4a4a', '#151515'],
  Black: ['#4a4a4a', '#151515'],
  'Champagne Bronze': ['#e2c79a', '#a88350'],
  'Aged Brass': ['#d3b068', '#8e6f2c'],
  'Satin Brass': ['#e6cf96', '#a8894a'],
  'Brushed Gold': ['#ecd59a', '#b08d3e'],
  'Oil-Rubbed Bronze': ['#6b5241', '#3a2a20'],
  'Stainless Steel': ['#e3e7ea', '#9ea7ad'],
  'Black Stainless': ['#5b5f63', '#2a2d30'],
  'Black Glass': ['#4a4f55', '#1f2226'],
  'Gloss White': ['#ffffff', '#c9ced4'],
  White: ['#ffffff', '#c9ced4'],
  'Matte White': ['#f7f7f4', '#c8c8c2'],
  'Fireclay White': ['#fbfaf6', '#d1cbbd'],
  Biscuit: ['#f1e7d3', '#c7b793'],
  'Concrete Grey': ['#b5b3ae', '#7d7b76'],
  'Panel Ready': ['#d8c3a5', '#9c8262'],
  Rough: ['#d0a57a', '#8a6440'],
  'Natural Walnut': ['#8a5a3b', '#5a3622'],
  'White Oak': ['#d9c09a', '#a68a62'],
  'Navy Blue': ['#33476b', '#1c2940'],
  'Sage Green': ['#a3b293', '#6c7c5d'],
  Graphite: ['#6e7378', '#3d4145'],
};

/** Fixed paints of the other tones. */
const TONES: Record<Exclude<Tone, 'finish'>, { fill: string; stroke: string; opacity?: number }> = {
  dark: { fill: '#2f3438', stroke: '#1d2124' },
  porcelain: { fill: '#fdfdfc', stroke: '#a9b0b7' },
  glass: { fill: '#d6e6ee', stroke: '#8fa7b4', opacity: 0.85 },
  glow: { fill: '#fff1c2', stroke: '#e5c66b' },
  shadow: { fill: '#dfe3e8', stroke: '#dfe3e8', opacity: 0.9 },
  steel: { fill: '#cfd5da', stroke: '#8d979f' },
};

/** The finish's [light, dark] colours; an unknown finish draws in neutral greys. */
export function finishColours(finish: string): [string, string] {
  return FINISH_COLOURS[finish] ?? ['#d9dde1', '#8f979e'];
}

/** Fill, stroke and opacity of one tone in a finish. Porcelain products take a white finish's colour. */
export function paint(tone: Tone, finish: string): { fill: string; stroke: string; opacity: number } {
  if (tone === 'finish') {
    const [light, dark] = finishColours(finish);
    return { fill: light, stroke: dark, opacity: 1 };
  }
  if (tone === 'porcelain' && FINISH_COLOURS[finish] && /White|Biscuit|Concrete|Fireclay/.test(finish)) {
    const [light, dark] = finishColours(finish);
    return { fill: light, stroke: dark, opacity: 1 };
  }
  const t = TONES[tone];
  return { fill: t.fill, stroke: t.stroke, opacity: t.opacity ?? 1 };
}

/** Escapes text for an XML attribute. */
function attr(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The product picture as an SVG document (400×400, light background, no text): the drawing of
 * `kind` painted in `finish`, with a soft gradient on the finish paths.
 */
export function productSvg(kind: DemoKind, finish: string, label: string, id: string): string {
  const [light, dark] = finishColours(finish);
  const paths = DRAWINGS[kind].map(([tone, d]) => {
    const p = paint(tone, finish);
    const fill = tone === 'finish' ? `url(#g-${id})` : p.fill;
    const opacity = p.opacity < 1 ? ` fill-opacity="${p.opacity}"` : '';
    const stroke = tone === 'shadow' ? 'none' : p.stroke;
    return `<path d="${d}" fill="${fill}"${opacity} stroke="${stroke}" stroke-width="1.5" stroke-linejoin="round"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="400" height="400" role="img" aria-label="${attr(label)}">
<defs><linearGradient id="g-${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
<rect width="200" height="200" fill="#f6f7f9"/>
${paths.join('\n')}
</svg>
`;
}
