/**
 * Real roads of the Isère and streets of Grenoble for the demo cores: each road as the real towns
 * it runs through (WGS 84, from the IGN map), in order, with the PR landmark reached at each. Cores
 * are placed by interpolating between consecutive waypoints, so they lie along the real route
 * (within a few hundred metres on these gently curved sections).
 */

interface Waypoint {
  lat: number;
  lng: number;
  /** The PR (point de repère) landmark at this point. */
  pr: number;
  /** The town of this stretch (until the next waypoint). */
  city: string;
  zipCode: string;
}

export interface DemoRoad {
  key: string;
  name: string;
  waypoints: readonly Waypoint[];
}

export const DEMO_ROADS = {
  rd1075: {
    key: 'rd1075',
    name: 'RD 1075',
    waypoints: [
      { lat: 45.1206, lng: 5.6975, pr: 8, city: 'Le Pont-de-Claix', zipCode: '38800' },
      { lat: 45.0553, lng: 5.6706, pr: 14, city: 'Vif', zipCode: '38450' },
      { lat: 44.9935, lng: 5.6612, pr: 21, city: 'Saint-Martin-de-la-Cluze', zipCode: '38650' },
      { lat: 44.9153, lng: 5.6339, pr: 30, city: 'Monestier-de-Clermont', zipCode: '38650' },
    ],
  },
  rd1090: {
    key: 'rd1090',
    name: 'RD 1090',
    waypoints: [
      { lat: 45.2095, lng: 5.7797, pr: 3, city: 'Meylan', zipCode: '38240' },
      { lat: 45.2251, lng: 5.8031, pr: 5, city: 'Montbonnot-Saint-Martin', zipCode: '38330' },
      { lat: 45.2849, lng: 5.8829, pr: 13, city: 'Crolles', zipCode: '38920' },
      { lat: 45.3572, lng: 5.9509, pr: 22, city: 'Le Touvet', zipCode: '38660' },
      { lat: 45.4339, lng: 6.0131, pr: 32, city: 'Pontcharra', zipCode: '38530' },
    ],
  },
  rd1085: {
    key: 'rd1085',
    name: 'RD 1085',
    waypoints: [
      { lat: 45.0781, lng: 5.7711, pr: 9, city: 'Vizille', zipCode: '38220' },
      { lat: 45.0084, lng: 5.7727, pr: 17, city: 'Laffrey', zipCode: '38220' },
      { lat: 44.9029, lng: 5.7868, pr: 30, city: 'La Mure', zipCode: '38350' },
    ],
  },
  rd1006: {
    key: 'rd1006',
    name: 'RD 1006',
    waypoints: [
      { lat: 45.5862, lng: 5.2739, pr: 38, city: 'Bourgoin-Jallieu', zipCode: '38300' },
      { lat: 45.5633, lng: 5.3764, pr: 46, city: 'Cessieu', zipCode: '38110' },
      { lat: 45.5661, lng: 5.4453, pr: 52, city: 'La Tour-du-Pin', zipCode: '38110' },
    ],
  },
  coursJeanJaures: {
    key: 'coursJeanJaures',
    name: 'Cours Jean Jaurès',
    waypoints: [
      { lat: 45.1884, lng: 5.7186, pr: 0, city: 'Grenoble', zipCode: '38000' },
      { lat: 45.1703, lng: 5.7137, pr: 2, city: 'Grenoble', zipCode: '38100' },
      { lat: 45.1588, lng: 5.7106, pr: 3, city: 'Échirolles', zipCode: '38130' },
    ],
  },
  quaisIsere: {
    key: 'quaisIsere',
    name: 'Quai Stéphane Jay',
    waypoints: [
      { lat: 45.1952, lng: 5.7183, pr: 0, city: 'Grenoble', zipCode: '38000' },
      { lat: 45.1968, lng: 5.7302, pr: 1, city: 'Grenoble', zipCode: '38000' },
      { lat: 45.1939, lng: 5.7405, pr: 2, city: 'Grenoble', zipCode: '38000' },
    ],
  },
} as const satisfies Record<string, DemoRoad>;

export type DemoRoadKey = keyof typeof DEMO_ROADS;

/** A point at `fraction` (0 to 1) of the road's length in waypoints, with its PR and abscissa. */
export function pointAlong(
  road: DemoRoad,
  fraction: number,
): { lat: number; lng: number; pr: number; abscissa: number; city: string; zipCode: string } {
  const segments = road.waypoints.length - 1;
  const position = Math.min(Math.max(fraction, 0), 1) * segments;
  const index = Math.min(Math.floor(position), segments - 1);
  const from = road.waypoints[index];
  const to = road.waypoints[index + 1];
  if (!from || !to) throw new Error(`Road ${road.name} needs two waypoints or more.`);
  const t = position - index;
  // PR landmarks are about 1 km apart: the abscissa is the distance in metres past the last one.
  const prPosition = from.pr + (to.pr - from.pr) * t;
  const pr = Math.floor(prPosition);
  return {
    lat: round(from.lat + (to.lat - from.lat) * t, 6),
    lng: round(from.lng + (to.lng - from.lng) * t, 6),
    pr,
    abscissa: Math.round((prPosition - pr) * 1000),
    city: from.city,
    zipCode: from.zipCode,
  };
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
