import type { TSpecmarketTopCategory } from '#shared/lib/specmarket';

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
}

export const DEMO_SPECS: DemoSpec[] = [
  { mfr: 'aquaterra', model: 'AQ-4512-BN', name: 'Vessel Lavatory Faucet', category: 'Bath', finish: 'Brushed Nickel', collection: 'Linea', price: '389.00', description: 'Single-handle tall vessel faucet, 1.2 gpm aerator, ceramic disc cartridge.' },
  { mfr: 'aquaterra', model: 'AQ-4512-MB', name: 'Vessel Lavatory Faucet', category: 'Bath', finish: 'Matte Black', collection: 'Linea', price: '419.00', description: 'Single-handle tall vessel faucet, 1.2 gpm aerator, ceramic disc cartridge.' },
  { mfr: 'aquaterra', model: 'AQ-7020-PC', name: 'Thermostatic Shower Trim Kit', category: 'Bath', finish: 'Polished Chrome', collection: 'Linea', price: '612.50', description: 'Thermostatic valve trim with volume control and 8 in. rain showerhead.' },
  { mfr: 'aquaterra', model: 'AQ-3300-WH', name: 'Freestanding Soaking Tub 67 in.', category: 'Bath', finish: 'Gloss White', collection: 'Calma', price: '2195.00', description: 'Acrylic freestanding tub with slotted overflow and pop-up drain.' },
  { mfr: 'aquaterra', model: 'AQ-3315-WH', name: 'Wall-Hung Toilet Bowl', category: 'Bath', finish: 'Gloss White', collection: 'Calma', price: '548.00', description: 'Elongated rimless bowl, requires in-wall carrier, soft-close seat included.' },
  { mfr: 'brookline', model: 'BF-210-SS', name: 'Pull-Down Kitchen Faucet', category: 'Kitchen', finish: 'Stainless Steel', collection: 'Harbor', price: '465.00', description: 'Single-handle pull-down with magnetic docking spray head, 1.8 gpm.' },
  { mfr: 'brookline', model: 'BF-210-CB', name: 'Pull-Down Kitchen Faucet', category: 'Kitchen', finish: 'Champagne Bronze', collection: 'Harbor', price: '529.00', description: 'Single-handle pull-down with magnetic docking spray head, 1.8 gpm.' },
  { mfr: 'brookline', model: 'BF-118-PN', name: 'Bridge Kitchen Faucet with Side Spray', category: 'Kitchen', finish: 'Polished Nickel', collection: 'Heritage', price: '742.00', description: 'Two-handle bridge faucet with lever handles and matching side spray.' },
  { mfr: 'brookline', model: 'BF-305-MB', name: 'Widespread Lavatory Faucet', category: 'Bath', finish: 'Matte Black', collection: 'Heritage', price: '358.00', description: '8 in. widespread faucet with cross handles and push-pop drain.' },
  { mfr: 'brookline', model: 'BF-405-BN', name: 'Pot Filler, Wall Mount', category: 'Kitchen', finish: 'Brushed Nickel', collection: 'Harbor', price: '398.00', description: 'Double-jointed articulating pot filler, 24 in. reach.' },
  { mfr: 'northlight', model: 'NL-6620-AB', name: 'Three-Light Vanity Fixture', category: 'Lighting', finish: 'Aged Brass', collection: 'Meridian', price: '286.00', description: 'Opal glass shades, 3 x 60 W medium base, damp rated.' },
  { mfr: 'northlight', model: 'NL-6620-BK', name: 'Three-Light Vanity Fixture', category: 'Lighting', finish: 'Black', collection: 'Meridian', price: '272.00', description: 'Opal glass shades, 3 x 60 W medium base, damp rated.' },
  { mfr: 'northlight', model: 'NL-8104-PN', name: 'Linear Island Pendant 48 in.', category: 'Lighting', finish: 'Polished Nickel', collection: 'Avenue', price: '824.00', description: 'Integrated LED, 3000 K, 90 CRI, dimmable, adjustable stem.' },
  { mfr: 'northlight', model: 'NL-2290-WH', name: 'Recessed Downlight 4 in.', category: 'Lighting', finish: 'White', collection: 'Essentials', price: '64.00', description: 'Canless LED wafer light, selectable 2700–5000 K, IC rated.' },
  { mfr: 'northlight', model: 'NL-5010-AB', name: 'Globe Pendant 12 in.', category: 'Lighting', finish: 'Aged Brass', collection: 'Avenue', price: '318.00', description: 'Clear seeded glass globe, 1 x 100 W, adjustable cord.' },
  { mfr: 'stonebridge', model: 'SB-3322-SS', name: 'Undermount Kitchen Sink 33 in.', category: 'Kitchen', finish: 'Stainless Steel', collection: 'Pro Series', price: '689.00', description: '16-gauge single bowl, sound dampening pads, rear drain.' },
  { mfr: 'stonebridge', model: 'SB-3620-FC', name: 'Farmhouse Apron Sink 36 in.', category: 'Kitchen', finish: 'Fireclay White', collection: 'Heritage', price: '1249.00', description: 'Fireclay apron-front single bowl, reversible front, grid included.' },
  { mfr: 'stonebridge', model: 'SB-1815-WH', name: 'Rectangular Undermount Lavatory', category: 'Bath', finish: 'Gloss White', collection: 'Pro Series', price: '212.00', description: 'Vitreous china undermount basin with overflow, 18 x 15 in.' },
  { mfr: 'stonebridge', model: 'SB-1600-CN', name: 'Round Vessel Sink', category: 'Bath', finish: 'Concrete Grey', collection: 'Terra', price: '437.00', description: 'Hand-finished concrete vessel, 16 in. diameter, sealed.' },
  { mfr: 'cascade', model: 'CP-2010-PC', name: 'Pressure-Balance Valve Body', category: 'Plumbing', finish: 'Rough', collection: 'Core', price: '142.00', description: 'Universal rough-in valve, 1/2 in. sweat or PEX connections.' },
  { mfr: 'cascade', model: 'CP-4400-BN', name: 'Linear Shower Drain 36 in.', category: 'Plumbing', finish: 'Brushed Nickel', collection: 'Core', price: '376.00', description: 'Tile-in linear drain with adjustable leveling feet and PVC outlet.' },
  { mfr: 'cascade', model: 'CP-5500-XX', name: 'In-Wall Toilet Carrier', category: 'Plumbing', finish: 'Rough', collection: 'Core', price: '465.00', description: 'Steel frame carrier for 2x6 walls, dual-flush tank, 1.28/0.8 gpf.' },
  { mfr: 'cascade', model: 'CP-7100-MB', name: 'Dual-Flush Actuator Plate', category: 'Plumbing', finish: 'Matte Black', collection: 'Core', price: '118.00', description: 'Rectangular push plate for CP-5500 carriers.' },
  { mfr: 'cascade', model: 'CP-8800-SS', name: 'Tankless Water Heater 199K BTU', category: 'Plumbing', finish: 'Stainless Steel', collection: 'Thermo', price: '1895.00', description: 'Condensing natural gas tankless heater, 11 gpm, indoor.' },
  { mfr: 'halden', model: 'HA-RF36-SS', name: 'French Door Refrigerator 36 in.', category: 'Appliances', finish: 'Stainless Steel', collection: 'Signature', price: '3899.00', description: 'Counter-depth, 22.5 cu. ft., internal water dispenser.' },
  { mfr: 'halden', model: 'HA-RG30-SS', name: 'Dual-Fuel Range 30 in.', category: 'Appliances', finish: 'Stainless Steel', collection: 'Signature', price: '4650.00', description: 'Four sealed burners, convection oven, 5.0 cu. ft.' },
  { mfr: 'halden', model: 'HA-DW24-PR', name: 'Panel-Ready Dishwasher 24 in.', category: 'Appliances', finish: 'Panel Ready', collection: 'Quiet', price: '1399.00', description: '42 dBA, third rack, fully integrated controls.' },
  { mfr: 'halden', model: 'HA-HD36-SS', name: 'Wall Chimney Range Hood 36 in.', category: 'Appliances', finish: 'Stainless Steel', collection: 'Signature', price: '1129.00', description: '600 CFM internal blower, LED lights, baffle filters.' },
  { mfr: 'halden', model: 'HA-WC24-SS', name: 'Undercounter Wine Cooler 24 in.', category: 'Appliances', finish: 'Stainless Steel', collection: 'Quiet', price: '1549.00', description: '46 bottles, dual zone, glass door with lock.' },
  { mfr: 'aquaterra', model: 'AQ-9010-CB', name: 'Towel Bar 24 in.', category: 'Bath', finish: 'Champagne Bronze', collection: 'Linea', price: '96.00', description: 'Solid brass towel bar with concealed mounting.' },
  { mfr: 'ashford', model: 'AH-BP6-SB', name: 'Bar Pull 6 in.', category: 'Decorative Hardware', finish: 'Satin Brass', collection: 'Kensington', price: '18.50', description: 'Solid brass cabinet bar pull, 6 in. center to center, knurled ends.' },
  { mfr: 'ashford', model: 'AH-BP6-MB', name: 'Bar Pull 6 in.', category: 'Decorative Hardware', finish: 'Matte Black', collection: 'Kensington', price: '17.50', description: 'Solid brass cabinet bar pull, 6 in. center to center, knurled ends.' },
  { mfr: 'ashford', model: 'AH-CP3-PN', name: 'Cup Pull 3 in.', category: 'Decorative Hardware', finish: 'Polished Nickel', collection: 'Bristol', price: '22.00', description: 'Cast bin cup pull for drawers, 3 in. center to center.' },
  { mfr: 'ashford', model: 'AH-KN1-SB', name: 'Round Cabinet Knob 1-1/4 in.', category: 'Decorative Hardware', finish: 'Satin Brass', collection: 'Kensington', price: '9.75', description: 'Solid brass mushroom knob with 8-32 mounting screw.' },
  { mfr: 'ashford', model: 'AH-DL10-SN', name: 'Passage Door Lever Set', category: 'Decorative Hardware', finish: 'Satin Nickel', collection: 'Bristol', price: '89.00', description: 'Non-locking interior door lever on a round rose, reversible for left or right hand.' },
  { mfr: 'ashford', model: 'AH-HS20-MB', name: 'Entry Handleset with Deadbolt', category: 'Decorative Hardware', finish: 'Matte Black', collection: 'Bristol', price: '329.00', description: 'Exterior grip handleset with single-cylinder deadbolt and interior lever.' },
  { mfr: 'ashford', model: 'AH-LT3-SB', name: 'Cabinet Latch 3 in.', category: 'Decorative Hardware', finish: 'Satin Brass', collection: 'Kensington', price: '34.00', description: 'Cast cupboard latch with thumb turn and keeper, for inset doors.' },
  { mfr: 'everett', model: 'EK-WO30-SS', name: 'Single Wall Oven 30 in.', category: 'Appliances', finish: 'Stainless Steel', collection: 'Professional', price: '2899.00', description: 'True convection wall oven, 5.1 cu. ft., self-clean, Wi-Fi controls.' },
  { mfr: 'everett', model: 'EK-IC36-BK', name: 'Induction Cooktop 36 in.', category: 'Appliances', finish: 'Black Glass', collection: 'Professional', price: '2349.00', description: 'Five induction zones with bridge element and touch slider controls.' },
  { mfr: 'cascade', model: 'CP-3300-RF', name: 'Thermostatic Mixing Valve', category: 'Plumbing', finish: 'Rough', collection: 'Core', price: '224.00', description: 'Point-of-use mixing valve, 80–120 °F outlet, 1/2 in. connections.' },
  { mfr: 'cascade', model: 'CP-6600-SS', name: 'Food Waste Disposer 3/4 HP', category: 'Plumbing', finish: 'Stainless Steel', collection: 'Thermo', price: '289.00', description: 'Continuous-feed disposer with stainless grinding chamber and sound insulation.' },
];
