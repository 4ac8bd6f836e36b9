import type { AppConfig } from '../config.js';
import { normalizePublicUrl } from './public-url.js';

type Env = Readonly<Record<string, string | undefined>>;

/** The settings of sessions and mail, read from the environment beside the server's AppConfig. */
export interface IdentityConfig {
  /** `JWT_SECRET` (32 bytes or more); absent, a key is generated into DATA_DIR on first start. */
  jwtSecret: string | undefined;
  /** `SMTP_URL`; absent, mail is written to DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  /** `MAIL_FROM`. */
  mailFrom: string;
  /** `PUBLIC_URL`: the web app's address in emailed links (default http://localhost:PORT). */
  publicUrl: string;
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === '' ? undefined : trimmed;
}

export function loadIdentityConfig(config: AppConfig, env: Env = process.env): IdentityConfig {
  const configured = nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${String(config.port || 3000)}`;
  // Fails at start rather than in the first email.
  if (!URL.canParse(configured) || !/^https?:$/u.test(new URL(configured).protocol)) {
    throw new Error(`PUBLIC_URL is not an http(s) URL: "${configured}".`);
  }
  const publicUrl = normalizePublicUrl(configured);
  return {
    jwtSecret: nonEmpty(env.JWT_SECRET),
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'Chaussée <no-reply@chaussee.local>',
    publicUrl,
  };
}
