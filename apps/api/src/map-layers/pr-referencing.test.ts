import { describe, expect, it } from 'vitest';
import { landmarkNumber, locateOnRoad, referenceOnRoad } from './pr-referencing.js';

/*
 * Hand-computed cases. Around latitude 45°, one degree of latitude is R·π/180 = 111 195.08 m
 * (R = 6 371 008.8 m) and one degree of longitude that times cos 45° = 78 626.66 m. The road runs
 * north from PR 0 to PR 1 (0.01° of latitude: 1 111.95 m), then east to PR 2 (0.01° of longitude:
 * 786.27 m).
 */
const road = [
  { pr: 2, lat: 45.01, lng: 5.01 },
  { pr: 0, lat: 45, lng: 5 },
  { pr: 1, lat: 45.01, lng: 5 },
];

describe('PR referencing, landmark and abscissa to a position', () => {
  it('interpolates between a landmark and the next one', () => {
    // Half of 1 111.95 m past PR 0: half-way to PR 1.
    expect(locateOnRoad(road, 0, 555.975)).toEqual({
      landmark: 0,
      abscissa: 555.975,
      lat: 45.005,
      lng: 5,
      distance: 0,
    });
    expect(locateOnRoad(road, 1, 393.133)).toMatchObject({ lat: 45.01, lng: 5.005 });
  });

  it('is the landmark itself at abscissa 0', () => {
    expect(locateOnRoad(road, 1, 0)).toMatchObject({ lat: 45.01, lng: 5 });
  });

  it('goes on past the next landmark when the abscissa is longer than the way to it', () => {
    // 1 111.95 m to PR 1, then 393.13 m of the 786.27 m to PR 2.
    expect(locateOnRoad(road, 0, 1111.951 + 393.133)).toMatchObject({ lat: 45.01, lng: 5.005 });
  });

  it('goes on past the last landmark along the direction of the last two', () => {
    expect(locateOnRoad(road, 2, 786.267)).toMatchObject({ lat: 45.01, lng: 5.02 });
    expect(locateOnRoad(road, 1, 786.267 * 2)).toMatchObject({ lat: 45.01, lng: 5.02 });
  });

  it('knows nothing of a landmark the road does not have, or of a road with one landmark', () => {
    expect(locateOnRoad(road, 7, 0)).toBeUndefined();
    expect(locateOnRoad([{ pr: 0, lat: 45, lng: 5 }], 0, 0)).toBeUndefined();
  });
});

describe('PR referencing, a position to the nearest landmark and abscissa', () => {
  it('projects the position on the nearest line between landmarks', () => {
    // 0.0001° east of the half-way point of PR 0 to PR 1: 7.86 m off the road.
    expect(referenceOnRoad(road, { lat: 45.005, lng: 5.0001 })).toEqual({
      landmark: 0,
      abscissa: 556,
      lat: 45.005,
      lng: 5,
      distance: 7.9,
    });
    // 0.0002° north of the middle of PR 1 to PR 2: 22.24 m off.
    expect(referenceOnRoad(road, { lat: 45.0102, lng: 5.005 })).toEqual({
      landmark: 1,
      abscissa: 393,
      lat: 45.01,
      lng: 5.005,
      distance: 22.2,
    });
  });

  it('gives a point on a landmark as that landmark at abscissa 0', () => {
    expect(referenceOnRoad(road, { lat: 45.01, lng: 5 })).toMatchObject({
      landmark: 1,
      abscissa: 0,
      distance: 0,
    });
  });

  it('returns where it started: position, then landmark and abscissa, then position', () => {
    const located = locateOnRoad(road, 0, 1300);
    expect(located).toBeDefined();
    if (located === undefined) return;
    expect(referenceOnRoad(road, located)).toMatchObject({ landmark: 1, abscissa: 188 });
  });
});

describe('landmarkNumber', () => {
  it('reads the number of « PR 12 », « PR12 » and « 12 », and nothing of a text without one', () => {
    expect(landmarkNumber('PR 12')).toBe(12);
    expect(landmarkNumber('PR12')).toBe(12);
    expect(landmarkNumber('12')).toBe(12);
    expect(landmarkNumber('borne')).toBeUndefined();
    expect(landmarkNumber(null)).toBeUndefined();
  });
});
