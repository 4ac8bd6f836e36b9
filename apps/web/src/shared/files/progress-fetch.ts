/** How far the bytes of one request have gone: `loaded` of `total`. */
export type UploadProgress = (loaded: number, total: number) => void;

function headersOf(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/u)) {
    const separator = line.indexOf(':');
    if (separator > 0)
      headers.append(line.slice(0, separator).trim(), line.slice(separator + 1).trim());
  }
  return headers;
}

/** Statuses whose answer has no body (a Response refuses one). */
const WITHOUT_BODY = new Set([101, 204, 205, 304]);

/**
 * A `fetch` for one multipart upload that reports its progress. `fetch` cannot: a browser streams a
 * request body only over HTTP/2, and never tells how much of it left. So the request the client
 * built (its URL, method, bearer token and other headers, its signal) is sent by XMLHttpRequest,
 * whose `upload` events say how much of `body` went. The client's middleware (errors as ApiError,
 * the 401 rule) still reads the answer, so an upload obeys the same HTTP rules as every call.
 *
 * `body` is the form the caller built, sent as it is: reading the Request's own body back would
 * copy the whole file in memory, and its multipart boundary is not the one XMLHttpRequest writes,
 * which is why the Request's Content-Type is left out.
 */
export function progressFetch(
  body: FormData,
  onProgress: UploadProgress,
): (request: Request) => Promise<Response> {
  return (request) =>
    new Promise<Response>((resolve, reject) => {
      const abortError = () => new DOMException('The upload was cancelled.', 'AbortError');
      if (request.signal.aborted) {
        reject(abortError());
        return;
      }
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => {
        if (name.toLowerCase() !== 'content-type') xhr.setRequestHeader(name, value);
      });
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) onProgress(event.loaded, event.total);
      });
      xhr.addEventListener('load', () => {
        resolve(
          new Response(WITHOUT_BODY.has(xhr.status) ? null : xhr.responseText, {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: headersOf(xhr),
          }),
        );
      });
      // As fetch does: a network failure is a TypeError, a cancellation an AbortError.
      xhr.addEventListener('error', () => {
        reject(new TypeError('The upload failed: the server could not be reached.'));
      });
      xhr.addEventListener('abort', () => {
        reject(abortError());
      });
      // The cancellation settles at once, whether or not the transport reports its abort.
      request.signal.addEventListener('abort', () => {
        xhr.abort();
        reject(abortError());
      });
      xhr.send(body);
    });
}
