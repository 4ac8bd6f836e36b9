/**
 * A fetch for tests that records every request it is given and answers with the scripted
 * responses in turn (the last one repeats).
 */
export function recordingFetch(...answers: (() => Response)[]) {
  const requests: Request[] = [];
  const fetch = (request: Request): Promise<Response> => {
    requests.push(request);
    const answer = answers[Math.min(requests.length, answers.length) - 1];
    return Promise.resolve(answer ? answer() : new Response(null, { status: 204 }));
  };
  return { fetch, requests };
}

export const problemResponse = (status: number, code: string, detail?: string): Response =>
  Response.json(
    { type: 'about:blank', title: 'Error', status, code, ...(detail ? { detail } : {}) },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );
