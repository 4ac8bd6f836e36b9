import { describe, expect, it } from 'vitest';
import { createAnswerFlights } from './answer-flights.js';

/** Whether `promise` has settled once the promises already due have run. */
async function hasSettled(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
}

describe('answers being computed (single flight)', () => {
  it('has nothing under way for a key nobody computes', () => {
    expect(createAnswerFlights().landingOf('k', 1)).toBeUndefined();
  });

  it('lets a caller of the same key and data wait until the computation ends', async () => {
    const flights = createAnswerFlights();
    const land = flights.depart('k', 1);
    const landing = flights.landingOf('k', 1);
    if (landing === undefined) throw new Error('expected the computation under way');
    expect(await hasSettled(landing)).toBe(false);
    land();
    expect(await hasSettled(landing)).toBe(true);
    expect(flights.landingOf('k', 1)).toBeUndefined();
  });

  it('never joins a computation of other data or of another key', () => {
    const flights = createAnswerFlights();
    flights.depart('k', 1);
    expect(flights.landingOf('k', 2)).toBeUndefined();
    expect(flights.landingOf('other', 1)).toBeUndefined();
  });

  it('keeps the first computation of the same key and data as the one to wait for', async () => {
    const flights = createAnswerFlights();
    const landFirst = flights.depart('k', 1);
    const landSecond = flights.depart('k', 1);
    const landing = flights.landingOf('k', 1);
    if (landing === undefined) throw new Error('expected the computation under way');
    landSecond();
    expect(await hasSettled(landing)).toBe(false);
    landFirst();
    expect(await hasSettled(landing)).toBe(true);
  });

  it('puts a computation from newer data in place of an older one, which ends on its own', async () => {
    const flights = createAnswerFlights();
    const landOld = flights.depart('k', 1);
    const oldLanding = flights.landingOf('k', 1);
    const landNew = flights.depart('k', 2);
    const newLanding = flights.landingOf('k', 2);
    if (oldLanding === undefined || newLanding === undefined) throw new Error('expected both');
    expect(flights.landingOf('k', 1)).toBeUndefined();
    landOld();
    expect(await hasSettled(oldLanding)).toBe(true);
    // The older one's end leaves the newer one under way.
    expect(flights.landingOf('k', 2)).toBe(newLanding);
    expect(await hasSettled(newLanding)).toBe(false);
    landNew();
    landNew();
    expect(await hasSettled(newLanding)).toBe(true);
    expect(flights.landingOf('k', 2)).toBeUndefined();
  });
});
