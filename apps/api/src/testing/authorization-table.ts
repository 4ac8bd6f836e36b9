import type { ChausseeClient } from '@chaussee/sdk';
import { answerOf } from '../users/testing/http-identity.js';

/**
 * The 14 demo accounts by the local part of their e-mail (`…@demo.chaussee.fr`), in the order of
 * the columns of the authorization tables written one row per operation.
 */
export const DEMO_CALLERS = [
  'super-admin',
  'admin',
  'bureau-admin',
  'chef-agence',
  'collaborateur',
  'commercial',
  'ingenieur',
  'charge-affaires',
  'technicien',
  'client-superviseur',
  'client-principal',
  'client-utilisateur',
  'lecteur',
  'statistiques',
] as const;

/** The call of one row, made with each caller's client. */
export type TableCall = (client: ChausseeClient) => Promise<{ response: Response }>;

/**
 * The status each caller gets for one row, and the statuses the row expects, both keyed by caller
 * so that a failure names who got what.
 */
export async function statusesByCaller<Caller extends string>(
  callers: readonly Caller[],
  call: TableCall,
  clientOf: (caller: Caller) => Promise<ChausseeClient>,
  expected: readonly number[],
): Promise<{ actual: Record<string, number>; expected: Record<string, number | undefined> }> {
  const actual: Record<string, number> = {};
  for (const caller of callers) {
    const { response, status } = await answerOf(call(await clientOf(caller)));
    // A streamed answer (a zip, a file: `parseAs: 'stream'`) left unread keeps its connection busy
    // once it outgrows the socket buffers, and the server's close then waits for it forever.
    if (response && !response.bodyUsed) await response.body?.cancel();
    actual[caller] = status;
  }
  return {
    actual,
    expected: Object.fromEntries(callers.map((caller, index) => [caller, expected[index]])),
  };
}
