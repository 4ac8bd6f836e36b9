import { useEffect, useRef } from 'react';
import { useNavigation } from 'react-router';

/** How long the user stops typing before a search or filter typed is applied. */
export const TYPING_DELAY_MS = 300;

/**
 * Applies what is typed in a search field (`typed`) once the user has paused for
 * TYPING_DELAY_MS, when it differs from what is applied (`applied`, usually the URL's).
 *
 * Never while the router is leaving the screen: a click on a result while the text is still being
 * typed starts a navigation whose screen's code may still be loading, and writing the search into
 * the URL at that moment is a navigation too, which cancels the click's (the user typed, clicked a
 * campaign, and stayed on the list). Leaving clears the pending write.
 */
export function useTypingPause(typed: string, applied: string, apply: (typed: string) => void) {
  const isLeaving = useNavigation().state !== 'idle';
  // The latest `apply`, so that a render (a list arriving) does not restart the pause.
  const applyRef = useRef(apply);
  useEffect(() => {
    applyRef.current = apply;
  }, [apply]);
  useEffect(() => {
    if (typed === applied || isLeaving) return undefined;
    const timer = setTimeout(() => {
      applyRef.current(typed);
    }, TYPING_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [typed, applied, isLeaving]);
}
