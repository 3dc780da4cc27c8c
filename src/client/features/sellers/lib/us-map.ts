import { geoAlbersUsa, geoPath } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import statesAtlas from 'us-atlas/states-10m.json';
import { MAP_BOX } from './map-box';

/**
 * The offline US basemap of the seller map (docs/decisions/053): the states of `us-atlas` drawn
 * with d3-geo's Albers USA projection (Alaska and Hawaii inset), fitted to a fixed box that the SVG
 * scales with its viewBox. Only the lazily loaded map imports this module, so d3-geo and the
 * atlas never enter the initial bundle.
 */


type TStateProps = { name: string };
type TAtlas = Topology<{ states: GeometryCollection<TStateProps> }>;

/** One state's outline as an SVG path. */
export type TStateShape = { id: string; name: string; d: string };

/** A point on the map, in the box's units. */
export type TMapPoint = { x: number; y: number };

const atlas = statesAtlas as unknown as TAtlas;
const states = feature(atlas, atlas.objects.states);
const projection = geoAlbersUsa().fitExtent(
  [
    [MAP_BOX.margin, MAP_BOX.margin],
    [MAP_BOX.width - MAP_BOX.margin, MAP_BOX.height - MAP_BOX.margin],
  ],
  states,
);
const toPath = geoPath(projection).digits(1);

/** The states' outlines, computed once. */
export const STATE_SHAPES: TStateShape[] = states.features.map((f) => ({ id: String(f.id), name: f.properties.name, d: toPath(f) ?? '' }));

/** The borders between states, one path (drawn over the fills so shared edges are drawn once). */
export const STATE_BORDERS: string = toPath(mesh(atlas, atlas.objects.states, (a, b) => a !== b)) ?? '';

/** Where a location falls on the map; null outside the projection (outside the US and its insets). */
export function projectLocation(location: { lat: number; lon: number }): TMapPoint | null {
  const point = projection([location.lon, location.lat]);
  return point ? { x: point[0], y: point[1] } : null;
}
