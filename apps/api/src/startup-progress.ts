// The server's start as progress lines — migrate, seed, listen — in the layout `npm start` uses for
// install and build (scripts/lib/progress.mjs): the step in a fixed column, what it does, then how
// long it took. Written to stdout before the structured (JSON) logs begin, so a person starting the
// app reads where it is and an operator sees which step hangs.

export function seconds(milliseconds: number): string {
  return `${(milliseconds / 1000).toFixed(1)} s`;
}

export function stepLine(step: string, what: string): string {
  return `  ${step.padEnd(8)} ${what}`;
}

/**
 * Runs one startup step between « step what … » and « done in 1.2 s » (or what `outcome` says of
 * its result, « kept » for a seed already done).
 */
export async function startupStep<T>(
  step: string,
  what: string,
  run: () => Promise<T>,
  outcome: (result: T) => string = () => 'done',
): Promise<T> {
  const started = performance.now();
  process.stdout.write(`${stepLine(step, what)} …`);
  try {
    const result = await run();
    process.stdout.write(` ${outcome(result)} in ${seconds(performance.now() - started)}\n`);
    return result;
  } catch (error) {
    process.stdout.write(' failed\n');
    throw error;
  }
}

/** « (12.3 s since npm start) » when `npm start` said when it began (NPM_START_BEGAN_AT). */
export function sinceNpmStart(env: Readonly<Record<string, string | undefined>>): string {
  const began = Number(env.NPM_START_BEGAN_AT);
  return Number.isFinite(began) && began > 0
    ? ` (${seconds(Date.now() - began)} since npm start)`
    : '';
}
