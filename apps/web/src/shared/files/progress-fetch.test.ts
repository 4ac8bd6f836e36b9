import { afterEach, describe, expect, it, vi } from 'vitest';
import { progressFetch } from './progress-fetch.js';

type Listener = (event: ProgressEvent) => void;

/** An XMLHttpRequest whose upload and answer the test drives by hand. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  responseHeaders = '';
  aborted = false;
  private listeners = new Map<string, Listener[]>();
  readonly upload = {
    listeners: new Map<string, Listener[]>(),
    addEventListener(type: string, listener: Listener) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    },
  };

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.emit('abort');
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  progress(loaded: number, total: number) {
    const event = { lengthComputable: true, loaded, total } as ProgressEvent;
    for (const listener of this.upload.listeners.get('progress') ?? []) listener(event);
  }
  emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener({} as ProgressEvent);
  }
}

function request(signal?: AbortSignal) {
  return new Request('http://localhost/api/documents/upload', {
    method: 'POST',
    headers: {
      Authorization: 'Bearer t',
      Accept: 'application/json',
      'Content-Type': 'multipart/form-data; boundary=x',
    },
    body: 'ignored',
    ...(signal ? { signal } : {}),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the upload fetch', () => {
  it('sends the form itself with the request’s headers but its Content-Type, and reports the bytes sent', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const form = new FormData();
    const progress: string[] = [];
    const answer = progressFetch(form, (loaded, total) =>
      progress.push(`${String(loaded)}/${String(total)}`),
    )(request());
    const xhr = FakeXhr.last;
    if (xhr === undefined) throw new Error('No request sent');
    expect([xhr.method, xhr.url, xhr.body]).toEqual([
      'POST',
      'http://localhost/api/documents/upload',
      form,
    ]);
    expect(xhr.headers).toEqual({ authorization: 'Bearer t', accept: 'application/json' });
    xhr.progress(512, 1024);
    xhr.progress(1024, 1024);
    xhr.status = 201;
    xhr.statusText = 'Created';
    xhr.responseText = '{"path":"a/b.pdf"}';
    xhr.responseHeaders = 'content-type: application/json\r\netag: "1"\r\n';
    xhr.emit('load');
    const response = await answer;
    expect(progress).toEqual(['512/1024', '1024/1024']);
    expect(response.status).toBe(201);
    expect(response.headers.get('Content-Type')).toBe('application/json');
    expect(await response.json()).toEqual({ path: 'a/b.pdf' });
  });

  it('aborts the upload with the request’s signal, as fetch does', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const controller = new AbortController();
    const answer = progressFetch(new FormData(), () => undefined)(request(controller.signal));
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last?.aborted).toBe(true);
  });

  it('fails like fetch when the server cannot be reached', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const answer = progressFetch(new FormData(), () => undefined)(request());
    FakeXhr.last?.emit('error');
    await expect(answer).rejects.toBeInstanceOf(TypeError);
  });
});
