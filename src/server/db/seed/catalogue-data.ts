import type { TSpecmarketTopCategory } from '#shared/lib/specmarket';
import { DEMO_FAMILIES, FINISH_PRICE_FACTOR, FINISHES, type DemoFamily } from './catalogue-families';
import type { DemoKind } from './demo-drawings';

/**
 * The demo global catalogue: fictional manufacturers with real-looking products, in every
 * Specmarket department (specs.category is a department's name).
 */
export const DEMO_MANUFACTURERS = [
  { key: 'aquaterra', name: 'Aquaterra', url: 'https://aquaterra.example' },
  { key: 'brookline', name: 'Brookline Faucet Co.', url: 'https://brooklinefaucet.example' },
  { key: 'northlight', name: 'Northlight Lighting', url: 'https://northlight.example' },
  { key: 'stonebridge', name: 'Stonebridge Sinks', url: 'https://stonebridgesinks.example' },
  { key: 'cascade', name: 'Cascade Plumbing Works', url: 'https://cascadeplumbing.example' },
  { key: 'halden', name: 'Halden Appliances', url: 'https://halden.example' },
  { key: 'ashford', name: 'Ashford Hardware', url: 'https://ashfordhardware.example' },
  { key: 'everett', name: 'Everett Kitchen Appliances', url: 'https://everettappliances.example' },
] as const;

export type DemoManufacturerKey = (typeof DEMO_MANUFACTURERS)[number]['key'];

/** The demo brands that sell on the marketplace (`sellInMarketplace`): the showroom lists its stock of them (docs/decisions/086). */
export const DEMO_MARKETPLACE_BRANDS: readonly DemoManufacturerKey[] = ['aquaterra', 'brookline'];

/** One demo catalogue product. */
export interface DemoSpec {
  mfr: DemoManufacturerKey;
  model: string;
  name: string;
  category: TSpecmarketTopCategory;
  finish: string;
  collection: string;
  price: string;
  description: string;
  /** The drawing of its picture and spec sheet (demo-drawings.ts). */
  kind: DemoKind;
  /** The dimensions line of its spec sheet. */
  dimensions: string;
  /** The features its spec sheet lists; the description's clauses when not given. */
  features?: string[];
}

/** The catalogue's first products: their ids and model numbers are used by tests and journeys. */
export const FIRST_SPECS: DemoSpec[] = [
  { mfr: 'aquaterra', model: 'AQ-4512-BN', kind: 'vessel-faucet', dimensions: 'Height 12 in. · Reach 6 in.', name: 'Vessel Lavatory Faucet', category: 'Bath', finish: 'Brushed Nickel', collection: 'Linea', price: '389.00', description: 'Single-handle tall vessel faucet, 1.2 gpm aerator, ceramic disc cartridge.' },
  { mfr: 'aquaterra', model: 'AQ-4512-MB', kind: 'vessel-faucet', dimensions: 'Height 12 in. · Reach 6 in.', name: 'Vessel Lavatory Faucet', category: 'Bath', finish: 'Matte Black', collection: 'Linea', price: '419.00', description: 'Single-handle tall vessel faucet, 1.2 gpm aerator, ceramic disc cartridge.' },
  { mfr: 'aquaterra', model: 'AQ-7020-PC', kind: 'shower', dimensions: 'Rain head 8 in. · Valve 1/2 in.', name: 'Thermostatic Shower Trim Kit', category: 'Bath', finish: 'Polished Chrome', collection: 'Linea', price: '612.50', description: 'Thermostatic valve trim with volume control and 8 in. rain showerhead.' },
  { mfr: 'aquaterra', model: 'AQ-3300-WH', kind: 'tub', dimensions: '67 x 32 x 23 in. · Capacity 62 gal', name: 'Freestanding Soaking Tub 67 in.', category: 'Bath', finish: 'Gloss White', collection: 'Calma', price: '2195.00', description: 'Acrylic freestanding tub with slotted overflow and pop-up drain.' },
  { mfr: 'aquaterra', model: 'AQ-3315-WH', kind: 'wall-toilet', dimensions: '21-1/4 x 14-1/4 x 13-3/4 in.', name: 'Wall-Hung Toilet Bowl', category: 'Bath', finish: 'Gloss White', collection: 'Calma', price: '548.00', description: 'Elongated rimless bowl, requires in-wall carrier, soft-close seat included.' },
  { mfr: 'brookline', model: 'BF-210-SS', kind: 'kitchen-faucet', dimensions: 'Height 16-1/2 in. · Reach 9 in.', name: 'Pull-Down Kitchen Faucet', category: 'Kitchen', finish: 'Stainless Steel', collection: 'Harbor', price: '465.00', description: 'Single-handle pull-down with magnetic docking spray head, 1.8 gpm.' },
  { mfr: 'brookline', model: 'BF-210-CB', kind: 'kitchen-faucet', dimensions: 'Height 16-1/2 in. · Reach 9 in.', name: 'Pull-Down Kitchen Faucet', category: 'Kitchen', finish: 'Champagne Bronze', collection: 'Harbor', price: '529.00', description: 'Single-handle pull-down with magnetic docking spray head, 1.8 gpm.' },
  { mfr: 'brookline', model: 'BF-118-PN', kind: 'bridge-faucet', dimensions: 'Centers 8 in. · Height 12-1/2 in.', name: 'Bridge Kitchen Faucet with Side Spray', category: 'Kitchen', finish: 'Polished Nickel', collection: 'Heritage', price: '742.00', description: 'Two-handle bridge faucet with lever handles and matching side spray.' },
  { mfr: 'brookline', model: 'BF-305-MB', kind: 'widespread-faucet', dimensions: 'Spread 8 in. · Height 6-1/2 in.', name: 'Widespread Lavatory Faucet', category: 'Bath', finish: 'Matte Black', collection: 'Heritage', price: '358.00', description: '8 in. widespread faucet with cross handles and push-pop drain.' },
  { mfr: 'brookline', model: 'BF-405-BN', kind: 'pot-filler', dimensions: 'Extended reach 24 in.', name: 'Pot Filler, Wall Mount', category: 'Kitchen', finish: 'Brushed Nickel', collection: 'Harbor', price: '398.00', description: 'Double-jointed articulating pot filler, 24 in. reach.' },
  { mfr: 'northlight', model: 'NL-6620-AB', kind: 'vanity-light', dimensions: '24 x 9 x 8 in.', name: 'Three-Light Vanity Fixture', category: 'Lighting', finish: 'Aged Brass', collection: 'Meridian', price: '286.00', description: 'Opal glass shades, 3 x 60 W medium base, damp rated.' },
  { mfr: 'northlight', model: 'NL-6620-BK', kind: 'vanity-light', dimensions: '24 x 9 x 8 in.', name: 'Three-Light Vanity Fixture', category: 'Lighting', finish: 'Black', collection: 'Meridian', price: '272.00', description: 'Opal glass shades, 3 x 60 W medium base, damp rated.' },
  { mfr: 'northlight', model: 'NL-8104-PN', kind: 'linear-pendant', dimensions: '48 x 3 x 2 in.', name: 'Linear Island Pendant 48 in.', category: 'Lighting', finish: 'Polished Nickel', collection: 'Avenue', price: '824.00', description: 'Integrated LED, 3000 K, 90 CRI, dimmable, adjustable stem.' },
  { mfr: 'northlight', model: 'NL-2290-WH', kind: 'recessed', dimensions: '4-3/4 in. dia.', name: 'Recessed Downlight 4 in.', category: 'Lighting', finish: 'White', collection: 'Essentials', price: '64.00', description: 'Canless LED wafer light, selectable 2700–5000 K, IC rated.' },
  { mfr: 'northlight', model: 'NL-5010-AB', kind: 'globe-pendant', dimensions: '12 in. dia.', name: 'Globe Pendant 12 in.', category: 'Lighting', finish: 'Aged Brass', collection: 'Avenue', price: '318.00', description: 'Clear seeded glass globe, 1 x 100 W, adjustable cord.' },
  { mfr: 'stonebridge', model: 'SB-3322-SS', kind: 'kitchen-sink', dimensions: '33 x 19 x 10 in.', name: 'Undermount Kitchen Sink 33 in.', category: 'Kitchen', finish: 'Stainless Steel', collection: 'Pro Series', price: '689.00', description: '16-gauge single bowl, sound dampening pads, rear drain.' },
  { mfr: 'stonebridge', model: 'SB-3620-FC', kind: 'farmhouse-sink', dimensions: '36 x 20 x 10 in.', name: 'Farmhouse Apron Sink 36 in.', category: 'Kitchen', finish: 'Fireclay White', collection: 'Heritage', price: '1249.00', description: 'Fireclay apron-front single bowl, reversible front, grid included.' },
  { mfr: 'stonebridge', model: 'SB-1815-WH', kind: 'lav-sink', dimensions: '18 x 15 x 7 in.', name: 'Rectangular Undermount Lavatory', category: 'Bath', finish: 'Gloss White', collection: 'Pro Series', price: '212.00', description: 'Vitreous china undermount basin with overflow, 18 x 15 in.' },
  { mfr: 'stonebridge', model: 'SB-1600-CN', kind: 'vessel-sink', dimensions: '16 in. dia. · Height 5 in.', name: 'Round Vessel Sink', category: 'Bath', finish: 'Concrete Grey', collection: 'Terra', price: '437.00', description: 'Hand-finished concrete vessel, 16 in. diameter, sealed.' },
  { mfr: 'cascade', model: 'CP-2010-PC', kind: 'valve', dimensions: '1/2 in. sweat or PEX', name: 'Pressure-Balance Valve Body', category: 'Plumbing', finish: 'Rough', collection: 'Core', price: '142.00', description: 'Universal rough-in valve, 1/2 in. sweat or PEX connections.' },
  { mfr: 'cascade', model: 'CP-4400-BN', kind: 'linear-drain', dimensions: '36 x 2-3/4 in. · 2 in. outlet', name: 'Linear Shower Drain 36 in.', category: 'Plumbing', finish: 'Brushed Nickel', collection: 'Core', price: '376.00', description: 'Tile-in linear drain with adjustable leveling feet and PVC outlet.' },
  { mfr: 'cascade', model: 'CP-5500-XX', kind: 'carrier', dimensions: '5-1/2 in. depth · Frame height 45 in.', name: 'In-Wall Toilet Carrier', category: 'Plumbing', finish: 'Rough', collection: 'Core', price: '465.00', description: 'Steel frame carrier for 2x6 walls, dual-flush tank, 1.28/0.8 gpf.' },
  { mfr: 'cascade', model: 'CP-7100-MB', kind: 'flush-plate', dimensions: '9-1/2 x 6-1/2 in.', name: 'Dual-Flush Actuator Plate', category: 'Plumbing', finish: 'Matte Black', collection: 'Core', price: '118.00', description: 'Rectangular push plate for CP-5500 carriers.' },
  { mfr: 'cascade', model: 'CP-8800-SS', kind: 'water-heater', dimensions: '18 x 10 x 27 in.', name: 'Tankless Water Heater 199K BTU', category: 'Plumbing', finish: 'Stainless Steel', collection: 'Thermo', price: '1895.00', description: 'Condensing natural gas tankless heater, 11 gpm, indoor.' },
  { mfr: 'halden', model: 'HA-RF36-SS', kind: 'refrigerator', dimensions: '35-3/4 x 28-3/4 x 70 in.', name: 'French Door Refrigerator 36 in.', category: 'Appliances', finish: 'Stainless Steel', collection: 'Signature', price: '3899.00', description: 'Counter-depth, 22.5 cu. ft., internal water dispenser.' },
  { mfr: 'halden', model: 'HA-RG30-SS', kind: 'range', dimensions: '29-7/8 x 28-5/8 x 36 in.', name: 'Dual-Fuel Range 30 in.', category: 'Appliances', finish: 'Stainless Steel', collection: 'Signature', price: '4650.00', description: 'Four sealed burners, convection oven, 5.0 cu. ft.' },
  { mfr: 'halden', model: 'HA-DW24-PR', kind: 'dishwasher', dimensions: '23-7/8 x 24 x 33-7/8 in.', name: 'Panel-Ready Dishwasher 24 in.', category: 'Appliances', finish: 'Panel Ready', collection: 'Quiet', price: '1399.00', description: '42 dBA, third rack, fully integrated controls.' },
  { mfr: 'halden', model: 'HA-HD36-SS', kind: 'hood', dimensions: '36 x 20 x 28–40 in.', name: 'Wall Chimney Range Hood 36 in.', category: 'Appliances', finish: 'Stainless Steel', collection: 'Signature', price: '1129.00', description: '600 CFM internal blower, LED lights, baffle filters.' },
  { mfr: 'halden', model: 'HA-WC24-SS', kind: 'wine-cooler', dimensions: '23-7/8 x 23-3/4 x 34 in.', name: 'Undercounter Wine Cooler 24 in.', category: 'Appliances', finish: 'Stainless Steel', collection: 'Quiet', price: '1549.00', description: '46 bottles, dual zone, glass door with lock.' },
  { mfr: 'aquaterra', model: 'AQ-9010-CB', kind: 'towel-bar', dimensions: 'Length 26 in. · Projection 3 in.', name: 'Towel Bar 24 in.', category: 'Bath', finish: 'Champagne Bronze', collection: 'Linea', price: '96.00', description: 'Solid brass towel bar with concealed mounting.' },
  { mfr: 'ashford', model: 'AH-BP6-SB', kind: 'bar-pull', dimensions: 'C-C 6 in. · Length 7-1/2 in.', name: 'Bar Pull 6 in.', category: 'Decorative Hardware', finish: 'Satin Brass', collection: 'Kensington', price: '18.50', description: 'Solid brass cabinet bar pull, 6 in. center to center, knurled ends.' },
  { mfr: 'ashford', model: 'AH-BP6-MB', kind: 'bar-pull', dimensions: 'C-C 6 in. · Length 7-1/2 in.', name: 'Bar Pull 6 in.', category: 'Decorative Hardware', finish: 'Matte Black', collection: 'Kensington', price: '17.50', description: 'Solid brass cabinet bar pull, 6 in. center to center, knurled ends.' },
  { mfr: 'ashford', model: 'AH-CP3-PN', kind: 'cup-pull', dimensions: 'C-C 3 in. · Width 3-3/4 in.', name: 'Cup Pull 3 in.', category: 'Decorative Hardware', finish: 'Polished Nickel', collection: 'Bristol', price: '22.00', description: 'Cast bin cup pull for drawers, 3 in. center to center.' },
  { mfr: 'ashford', model: 'AH-KN1-SB', kind: 'knob', dimensions: 'Diameter 1-1/4 in.', name: 'Round Cabinet Knob 1-1/4 in.', category: 'Decorative Hardware', finish: 'Satin Brass', collection: 'Kensington', price: '9.75', description: 'Solid brass mushroom knob with 8-32 mounting screw.' },
  { mfr: 'ashford', model: 'AH-DL10-SN', kind: 'door-lever', dimensions: 'Rose 2-5/8 in. · Lever 4-5/8 in.', name: 'Passage Door Lever Set', category: 'Decorative Hardware', finish: 'Satin Nickel', collection: 'Bristol', price: '89.00', description: 'Non-locking interior door lever on a round rose, reversible for left or right hand.' },
  { mfr: 'ashford', model: 'AH-HS20-MB', kind: 'handleset', dimensions: 'Plate 2-3/4 x 14 in.', name: 'Entry Handleset with Deadbolt', category: 'Decorative Hardware', finish: 'Matte Black', collection: 'Bristol', price: '329.00', description: 'Exterior grip handleset with single-cylinder deadbolt and interior lever.' },
  { mfr: 'ashford', model: 'AH-LT3-SB', kind: 'latch', dimensions: 'Length 3 in.', name: 'Cabinet Latch 3 in.', category: 'Decorative Hardware', finish: 'Satin Brass', collection: 'Kensington', price: '34.00', description: 'Cast cupboard latch with thumb turn and keeper, for inset doors.' },
  { mfr: 'everett', model: 'EK-WO30-SS', kind: 'wall-oven', dimensions: '29-3/4 x 24 x 29 in.', name: 'Single Wall Oven 30 in.', category: 'Appliances', finish: 'Stainless Steel', collection: 'Professional', price: '2899.00', description: 'True convection wall oven, 5.1 cu. ft., self-clean, Wi-Fi controls.' },
  { mfr: 'everett', model: 'EK-IC36-BK', kind: 'cooktop', dimensions: '36-3/4 x 21 in.', name: 'Induction Cooktop 36 in.', category: 'Appliances', finish: 'Black Glass', collection: 'Professional', price: '2349.00', description: 'Five induction zones with bridge element and touch slider controls.' },
  { mfr: 'cascade', model: 'CP-3300-RF', kind: 'mixing-valve', dimensions: '1/2 in. NPT · 0.5–8 gpm', name: 'Thermostatic Mixing Valve', category: 'Plumbing', finish: 'Rough', collection: 'Core', price: '224.00', description: 'Point-of-use mixing valve, 80–120 °F outlet, 1/2 in. connections.' },
  { mfr: 'cascade', model: 'CP-6600-SS', kind: 'disposer', dimensions: '8 x 14 in.', name: 'Food Waste Disposer 3/4 HP', category: 'Plumbing', finish: 'Stainless Steel', collection: 'Thermo', price: '289.00', description: 'Continuous-feed disposer with stainless grinding chamber and sound insulation.' },
];

/** One product per finish of a family, its price raised by the finish's factor. */
function familyProducts(family: DemoFamily): DemoSpec[] {
  return family.finishes.map((code) => ({
    mfr: family.mfr,
    model: `${family.base}-${code}`,
    name: family.name,
    category: family.category,
    finish: FINISHES[code],
    collection: family.collection,
    price: (Math.round(family.price * (FINISH_PRICE_FACTOR[code] ?? 1) * 4) / 4).toFixed(2),
    description: family.description,
    kind: family.kind,
    dimensions: family.dimensions,
    features: family.features,
  }));
}

/** The demo global catalogue: the first products, then every family in every finish (ids follow this order). */
export const DEMO_SPECS: DemoSpec[] = [...FIRST_SPECS, ...DEMO_FAMILIES.flatMap(familyProducts)];
