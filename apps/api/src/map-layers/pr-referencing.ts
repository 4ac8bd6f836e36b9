/**
 * PR referencing: a road's PR landmarks (points de repère) are numbered points along it, and road
 * people give a position as a landmark plus an abscissa, the distance in metres along the road past
 * it. Between two consecutive landmarks the road is taken as the straight line joining them (linear
 * interpolation): the PR layer is all we know of the road's shape. Distances are measured on a local
 * equirectangular projection around the road's first landmark, exact to well under a metre over
 * the few kilometres between landmarks (and the same both ways, so a round trip returns where it
 * started).
 */

/** A landmark of a road: its number and WGS84 position. */
export interface PrPoint {
  pr: number;
  lat: number;
  lng: number;
}

export interface RoadPosition {
  landmark: number;
  abscissa: number;
  lat: number;
  lng: number;
  /** Metres from the position asked to the road (0 when located from a landmark). */
  distance: number;
}

/** Mean Earth radius (IUGG), in metres. */
const EARTH_RADIUS = 6_371_008.8;
const RADIANS = Math.PI / 180;

interface Projection {
  toPlane(point: { lat: number; lng: number }): { x: number; y: number };
  toWgs84(point: { x: number; y: number }): { lat: number; lng: number };
}

function projectionAround(lat0: number): Projection {
  const scaleX = EARTH_RADIUS * Math.cos(lat0 * RADIANS) * RADIANS;
  const scaleY = EARTH_RADIUS * RADIANS;
  return {
    toPlane: ({ lat, lng }) => ({ x: lng * scaleX, y: lat * scaleY }),
    toWgs84: ({ x, y }) => ({ lat: round6(y / scaleY), lng: round6(x / scaleX) }),
  };
}

/** 6 decimals of a degree: about 0.1 m, the precision of the map's GeoJSON. */
export function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** The landmarks in road order, with their plane coordinates and the length to the next one. */
function planeOf(points: readonly PrPoint[]) {
  const sorted = [...points].sort((a, b) => a.pr - b.pr);
  const first = sorted[0];
  if (first === undefined || sorted.length < 2) return undefined;
  const projection = projectionAround(first.lat);
  const plane = sorted.map((point) => ({ pr: point.pr, ...projection.toPlane(point) }));
  return { projection, plane };
}

const lengthOf = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.hypot(b.x - a.x, b.y - a.y);

/**
 * The position of `landmark` + `abscissa` metres: walked along the lines between consecutive
 * landmarks (an abscissa longer than the way to the next landmark goes on past it), and past the
 * last landmark along the direction of the last two. Undefined when the road has fewer than two
 * landmarks or not this one.
 */
export function locateOnRoad(
  points: readonly PrPoint[],
  landmark: number,
  abscissa: number,
): RoadPosition | undefined {
  const road = planeOf(points);
  if (road === undefined) return undefined;
  const { projection, plane } = road;
  const start = plane.findIndex((point) => point.pr === landmark);
  if (start < 0) return undefined;
  const lastSegment = plane.length - 2;
  const segmentLength = (index: number) => {
    const from = plane[index];
    const to = plane[index + 1];
    return from === undefined || to === undefined ? 0 : lengthOf(from, to);
  };
  let index = Math.min(start, lastSegment);
  // From the last landmark, the way goes on along the last segment, past its end.
  let remaining = start > lastSegment ? abscissa + segmentLength(lastSegment) : abscissa;
  while (index < lastSegment && remaining > segmentLength(index)) {
    remaining -= segmentLength(index);
    index += 1;
  }
  const from = plane[index];
  const to = plane[index + 1];
  if (from === undefined || to === undefined) return undefined;
  const length = segmentLength(index);
  const t = length === 0 ? 0 : remaining / length;
  const position = projection.toWgs84({
    x: from.x + (to.x - from.x) * t,
    y: from.y + (to.y - from.y) * t,
  });
  return { landmark, abscissa, ...position, distance: 0 };
}

/**
 * The point of the road nearest to a position: projected on each line between consecutive
 * landmarks, the nearest wins; its landmark is the one the line starts from (a point on a landmark
 * is that landmark at abscissa 0) and its abscissa the distance along the line, to the metre.
 */
export function referenceOnRoad(
  points: readonly PrPoint[],
  position: { lat: number; lng: number },
): RoadPosition | undefined {
  const road = planeOf(points);
  if (road === undefined) return undefined;
  const { projection, plane } = road;
  const target = projection.toPlane(position);
  let best: { index: number; t: number; distance: number } | undefined;
  for (let index = 0; index + 1 < plane.length; index += 1) {
    const from = plane[index];
    const to = plane[index + 1];
    if (from === undefined || to === undefined) continue;
    const dx = to.x - from.x;
    const dy = to.y - from.y;
    const squared = dx * dx + dy * dy;
    const raw = squared === 0 ? 0 : ((target.x - from.x) * dx + (target.y - from.y) * dy) / squared;
    const t = Math.min(1, Math.max(0, raw));
    const distance = Math.hypot(from.x + dx * t - target.x, from.y + dy * t - target.y);
    if (best === undefined || distance < best.distance) best = { index, t, distance };
  }
  if (best === undefined) return undefined;
  let { index, t } = best;
  if (t === 1 && index + 2 < plane.length) {
    // On a landmark: that landmark at 0, not the previous one at the full length.
    index += 1;
    t = 0;
  }
  const from = plane[index];
  const to = plane[index + 1];
  if (from === undefined || to === undefined) return undefined;
  const onRoad = projection.toWgs84({
    x: from.x + (to.x - from.x) * t,
    y: from.y + (to.y - from.y) * t,
  });
  return {
    landmark: from.pr,
    abscissa: Math.round(lengthOf(from, to) * t),
    ...onRoad,
    distance: Math.round(best.distance * 10) / 10,
  };
}

/** The landmark number of a core's landmark text (« PR 12 », « PR12 », « 12 »), if it has one. */
export function landmarkNumber(text: string | null): number | undefined {
  const match = text === null ? null : /\d+/u.exec(text);
  return match === null ? undefined : Number(match[0]);
}
