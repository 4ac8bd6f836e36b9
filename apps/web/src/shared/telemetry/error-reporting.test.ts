import { describe, expect, it, vi } from 'vitest';
import { createErrorReporter, parseDsn } from './error-reporting.js';

describe('error reporting adapter', () => {
  it('is off without a DSN (the default)', () => {
    const send = vi.fn();
    createErrorReporter({ dsn: undefined, release: '1.0.0', environment: 'test' }, send).report(
      new Error('x'),
      {
        href: 'https://app.chaussee.fr/',
      },
    );
    expect(send).not.toHaveBeenCalled();
  });

  it('reads a Sentry-compatible DSN', () => {
    expect(parseDsn('https://abc123@errors.example.fr/42')).toEqual({
      envelopeUrl: 'https://errors.example.fr/api/42/envelope/',
      publicKey: 'abc123',
    });
    expect(parseDsn('not a dsn')).toBeNull();
  });

  it('sends an envelope with the error and an anonymous URL, and nothing of the page', () => {
    const send = vi.fn<(url: string, body?: string) => void>();
    const reporter = createErrorReporter(
      { dsn: 'https://abc123@errors.example.fr/42', release: '1.2.3', environment: 'production' },
      send,
    );
    reporter.report(new TypeError('boom'), {
      href: 'https://app.chaussee.fr/share-link?token=secret-share-token',
    });
    const [url, body = ''] = send.mock.calls[0] ?? [];
    expect(url).toBe(
      'https://errors.example.fr/api/42/envelope/?sentry_version=7&sentry_key=abc123',
    );
    const event: unknown = JSON.parse(body.split('\n')[2] ?? '{}');
    expect(event).toMatchObject({
      release: '1.2.3',
      environment: 'production',
      request: { url: 'https://app.chaussee.fr/share-link' },
      exception: { values: [{ type: 'TypeError', value: 'boom' }] },
    });
    expect(body).not.toContain('secret-share-token');
  });
});
