import { describe, expect, it } from 'vitest';
import { DEMO_ROADS, pointAlong } from './demo-geography.js';
import { demoPrPoints } from './demo-prs.js';

describe('demoPrPoints', () => {
  it('places every whole PR of the road on its waypoints line, where the demo cores are', () => {
    const road = DEMO_ROADS.rd1075;
    const points = demoPrPoints(road);
    expect(points.map((point) => point.pr)).toEqual(
      Array.from({ length: 30 - 8 + 1 }, (_, index) => 8 + index),
    );
    expect(points[0]).toEqual({ pr: 8, lat: 45.1206, lng: 5.6975 });
    expect(points.at(-1)).toEqual({ pr: 30, lat: 44.9153, lng: 5.6339 });
    // PR 11 is half-way from PR 8 to PR 14: the point pointAlong gives at abscissa 0.
    const half = pointAlong(road, 0.5 / 3);
    expect(half.pr).toBe(11);
    expect(half.abscissa).toBe(0);
    expect(points.find((point) => point.pr === 11)).toEqual({
      pr: 11,
      lat: half.lat,
      lng: half.lng,
    });
  });
});
