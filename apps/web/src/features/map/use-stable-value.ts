import { useState } from 'react';

/**
 * `value`, or the previous one when it holds the same data: the parts of the view read from the
 * address are new objects at each change of the address (a camera move), and the map must not
 * redraw 50,000 features because the filters object was rebuilt identical.
 */
export function useStableValue<T>(value: T): T {
  const [stable, setStable] = useState(value);
  if (stable === value || JSON.stringify(stable) === JSON.stringify(value)) return stable;
  setStable(value);
  return value;
}
