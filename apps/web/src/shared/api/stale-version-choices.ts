import { OVERWRITE } from './stale-version.js';

/** What the choices need of the edit form's save (a React Query mutation). */
interface GuardedSave<TVariables> {
  error: unknown;
  variables: TVariables | undefined;
  reset: () => void;
}

interface StaleVersionChoicesOptions<TVariables, TAnswer> {
  save: GuardedSave<TVariables>;
  /**
   * Reads the record again through its own GET (which also gives the SDK its current version for
   * the next save) and puts it in the form: the edits not saved are lost.
   */
  reload: () => Promise<unknown>;
  /** Sends the refused save's variables again with the request options given (OVERWRITE). */
  resend: (variables: TVariables, request: RequestInit) => Promise<TAnswer>;
  /** What the form does after a save that succeeded (the mutation's own onSuccess). */
  onSaved: (answer: TAnswer, variables: TVariables) => unknown;
}

/**
 * The « Recharger » and « Écraser » of an edit form's StaleVersionGuard, written once: every form
 * of a versioned record (issue 27) only says how it reads its record, how it sends its save and
 * what follows a save. Either choice clears the refused save, so that the form's error goes too.
 */
export function staleVersionChoices<TVariables, TAnswer>({
  save,
  reload,
  resend,
  onSaved,
}: StaleVersionChoicesOptions<TVariables, TAnswer>) {
  return {
    error: save.error,
    onReload: async () => {
      await reload();
      save.reset();
    },
    onOverwrite: async () => {
      const { variables } = save;
      if (variables === undefined) return;
      const answer = await resend(variables, OVERWRITE);
      save.reset();
      await onSaved(answer, variables);
    },
  };
}
