import { useCallback, useSyncExternalStore } from 'react';

export type ColorModeChoice = 'light' | 'dark' | 'system';

const STORAGE_KEY = 'chaussee.colorMode';
const CHOICES: readonly ColorModeChoice[] = ['light', 'dark', 'system'];
const listeners = new Set<() => void>();

/** The remembered colour mode; light (the default of spec section 1) when none or unreadable. */
export function readColorMode(storage: Pick<Storage, 'getItem'>): ColorModeChoice {
  const stored = storage.getItem(STORAGE_KEY);
  return CHOICES.find((choice) => choice === stored) ?? 'light';
}

export function writeColorMode(storage: Pick<Storage, 'setItem'>, mode: ColorModeChoice): void {
  storage.setItem(STORAGE_KEY, mode);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The colour mode and its setter, remembered in localStorage across reloads. */
export function useColorMode(): [ColorModeChoice, (mode: ColorModeChoice) => void] {
  const mode = useSyncExternalStore(subscribe, () => readColorMode(window.localStorage));
  const setMode = useCallback((next: ColorModeChoice) => {
    writeColorMode(window.localStorage, next);
  }, []);
  return [mode, setMode];
}
