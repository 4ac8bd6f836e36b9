import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { AppAbility } from '../ability.js';

/*
 * The provider, hook and Can component of @casl/react, written here because @casl/react 7.0.1
 * ships declaration files with extensionless imports that TypeScript cannot resolve under
 * module NodeNext (its exports come out empty). Same behaviour, typed with AppAbility.
 */

const AbilityContext = createContext<AppAbility | null>(null);
const NO_RULES: AppAbility['rules'] = [];
const unsubscribed = () => undefined;

/**
 * Gives the session user's ability (from defineAbilityFor) to every `Can` and `useAbility` below.
 * Pass a new ability when the session user changes.
 */
export function AbilityProvider({ value, children }: { value: AppAbility; children: ReactNode }) {
  return <AbilityContext value={value}>{children}</AbilityContext>;
}

/**
 * The ability of the nearest AbilityProvider. The component renders again when the rules of that
 * ability are replaced (`ability.update(...)`). Throws when there is no provider: a rights
 * decision without a user is a bug, not a refusal.
 */
export function useAbility(): AppAbility {
  const ability = useContext(AbilityContext);
  const subscribe = useCallback(
    (onChange: () => void) => ability?.on('updated', onChange) ?? unsubscribed,
    [ability],
  );
  const readRules = useCallback(() => ability?.rules ?? NO_RULES, [ability]);
  useSyncExternalStore(subscribe, readRules, readRules);
  if (ability === null) {
    throw new Error('useAbility and Can need an AbilityProvider above them.');
  }
  return ability;
}
