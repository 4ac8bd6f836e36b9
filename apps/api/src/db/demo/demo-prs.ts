import type { DemoRoad } from './demo-geography.js';

/**
 * The PR landmarks of a demo road, for the common PR layer: every whole PR from the road's first
 * waypoint to its last, placed where pointAlong places it (linear between the waypoints, so the
 * demo cores and the survey lie on the lines between landmarks). Deterministic.
 */
export function demoPrPoints(road: DemoRoad): { pr: number; lat: number; lng: number }[] {
  const points: { pr: number; lat: number; lng: number }[] = [];
  road.waypoints.forEach((from, index) => {
    const to = road.waypoints[index + 1];
    if (to === undefined) {
      points.push({ pr: from.pr, lat: from.lat, lng: from.lng });
      return;
    }
    for (let pr = from.pr; pr < to.pr; pr += 1) {
      const t = (pr - from.pr) / (to.pr - from.pr);
      points.push({
        pr,
        lat: round6(from.lat + (to.lat - from.lat) * t),
        lng: round6(from.lng + (to.lng - from.lng) * t),
      });
    }
  });
  return points;
}

/**
 * A few cores of a demo campaign noted by the technician with their PR and abscissa only (no GPS
 * fix): the map places them by PR referencing and flags them.
 */
export const DEMO_PR_ONLY_CORES = { campaignKey: 'rd1075-complement', numbers: [3, 17, 31] };

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
