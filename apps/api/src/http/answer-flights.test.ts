import { describe, expect, it } from 'vitest';
import { createAnswerFlights, type Flight } from './answer-flights.js';

/** Whether `promise` has settled once the promises already due have run. */
async function hasSettled(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
}

function expectFlight<A>(flight: Flight<A> | undefined): Flight<A> {
  if (flight === undefined) throw new Error('expected a computation under way');
  return flight;
}

describe('answers being computed (single flight)', () => {
  it('has nothing under way for a key nobody computes', () => {
    expect(createAnswerFlights<string>().underWay('k', 1)).toBeUndefined();
  });

  it('lets a caller of the same key and data wait until the computation ends', async () => {
    const flights = createAnswerFlights<string>();
    const land = flights.depart('k', 1, undefined);
    const flight = expectFlight(flights.underWay('k', 1));
    expect(flight.replaced).toBeUndefined();
    expect(await hasSettled(flight.landed)).toBe(false);
    land();
    expect(await hasSettled(flight.landed)).toBe(true);
    expect(flights.underWay('k', 1)).toBeUndefined();
  });

  it('hands the answer the computation replaces', () => {
    const flights = createAnswerFlights<string>();
    flights.depart('k', 1, 'réponse précédente');
    expect(flights.underWay('k', 1)?.replaced).toBe('réponse précédente');
  });

  it('never joins a computation of other data or of another key', () => {
    const flights = createAnswerFlights<string>();
    flights.depart('k', 1, 'réponse précédente');
    expect(flights.underWay('k', 2)).toBeUndefined();
    expect(flights.underWay('other', 1)).toBeUndefined();
  });

  it('keeps the first computation of the same key and data as the one to join', async () => {
    const flights = createAnswerFlights<string>();
    const landFirst = flights.depart('k', 1, 'première');
    const landSecond = flights.depart('k', 1, 'seconde');
    const flight = expectFlight(flights.underWay('k', 1));
    expect(flight.replaced).toBe('première');
    landSecond();
    expect(await hasSettled(flight.landed)).toBe(false);
    landFirst();
    expect(await hasSettled(flight.landed)).toBe(true);
  });

  it('puts a computation from newer data in place of an older one, which ends on its own', async () => {
    const flights = createAnswerFlights<string>();
    const landOld = flights.depart('k', 1, undefined);
    const oldFlight = expectFlight(flights.underWay('k', 1));
    const landNew = flights.depart('k', 2, undefined);
    const newFlight = expectFlight(flights.underWay('k', 2));
    expect(flights.underWay('k', 1)).toBeUndefined();
    landOld();
    expect(await hasSettled(oldFlight.landed)).toBe(true);
    // The older one's end leaves the newer one under way.
    expect(flights.underWay('k', 2)).toBe(newFlight);
    expect(await hasSettled(newFlight.landed)).toBe(false);
    landNew();
    landNew();
    expect(await hasSettled(newFlight.landed)).toBe(true);
    expect(flights.underWay('k', 2)).toBeUndefined();
  });
});
