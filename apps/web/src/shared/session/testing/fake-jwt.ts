/** An unsigned JWT whose payload has the given `exp` (seconds) and subject: enough for the client. */
export function fakeJwt(expSeconds: number, subject = 'user'): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/gu, '-').replace(/\//gu, '_').replace(/=+$/u, '');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ exp: expSeconds, sub: subject })}.signature`;
}
