import { configureChausseeClient, createChausseeClient } from '@chaussee/sdk';
import { createMockServer, seedMockData } from '@chaussee/sdk/mocks';
import { afterAll, afterEach, beforeAll } from 'vitest';

type MockServer = Awaited<ReturnType<typeof createMockServer>>;
type MockHandler = Parameters<MockServer['use']>[number];

/** The token every request of the component tests carries. */
const TEST_TOKEN = 'test-token';

/** A client of the mock API, as the app's (the hooks' one and the uploads' one). */
export function testClient() {
  return createChausseeClient({ baseUrl: 'http://localhost/api', getToken: () => TEST_TOKEN });
}

/**
 * The SDK's MSW handlers answering every operation for the tests of one file, on the contract's
 * mock data (seeded, so the same on every run). Call it at the top of a test file; `use` overrides
 * an answer for the current test only.
 */
export function setUpMockApi(): { use: (...handlers: MockHandler[]) => void } {
  let server: MockServer | undefined;
  beforeAll(async () => {
    seedMockData(1089);
    configureChausseeClient(testClient());
    server = await createMockServer();
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server?.resetHandlers();
  });
  afterAll(() => {
    server?.close();
  });
  return {
    use: (...handlers) => {
      if (server === undefined) throw new Error('The mock API starts in beforeAll');
      server.use(...handlers);
    },
  };
}

/**
 * Inside a mock resolver: answers `body` with the `ETag` of a version, as the API's versioned reads
 * do (`throw answerVersioned(core, '"v8.abc"')`). The generated handlers would drop the header of
 * what a resolver returns; a Response thrown is sent as it is.
 */
export function answerVersioned(body: unknown, tag: string): Response {
  return Response.json(body, { headers: { ETag: tag } });
}

/**
 * A resolver for a mock handler that answers an error in the contract's Problem shape:
 * `getPatchCoreMockHandler(answerProblem(422, 'validation_failed'))`. Avoid 5xx on GET: the client
 * sends those twice, and cancelling the body of MSW's first answer never settles.
 */
export function answerProblem(
  status: number,
  code: string,
  detail = code,
  /** More members of the problem, such as `violations`. */
  more: Record<string, unknown> = {},
): () => never {
  return () => {
    // MSW sends a Response thrown by a resolver as the answer; the generated handlers wrap what a
    // resolver returns in a success answer.
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    throw Response.json(
      { type: 'about:blank', title: 'Error', status, code, detail, ...more },
      { status, headers: { 'Content-Type': 'application/problem+json' } },
    );
  };
}

/**
 * A resolver answering a file (a zip, a PDF): MSW sends a thrown Response as it is, where the
 * generated handlers would write a binary answer as JSON.
 */
export function answerFile(content: string, type: string, fileName: string): () => never {
  return () => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    throw new Response(new Blob([content], { type }), {
      status: 200,
      headers: {
        'Content-Type': type,
        'Content-Disposition': `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      },
    });
  };
}
