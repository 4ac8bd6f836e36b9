import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One message of the mailer's outbox, as a mail client reads it. */
export interface OutboxMail {
  to: string;
  subject: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/** The header `name` of a MIME part (unfolded), or ''. */
function header(headers: string, name: string): string {
  const unfolded = headers.replace(/\r?\n[ \t]+/gu, ' ');
  const line = unfolded
    .split(/\r?\n/u)
    .find((text) => text.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim() ?? '';
}

/** Splits a part into its headers and its body at the first blank line. */
function split(part: string): [string, string] {
  const at = part.search(/\r?\n\r?\n/u);
  return at < 0 ? [part, ''] : [part.slice(0, at), part.slice(at).replace(/^\r?\n\r?\n/u, '')];
}

/** Reads the .eml files nodemailer wrote (multipart/mixed, attachments in base64), oldest first. */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const folder = join(dataDir, 'outbox');
  const files = (await readdir(folder).catch(() => []))
    .filter((file) => file.endsWith('.eml'))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const eml = await readFile(join(folder, file), 'latin1');
      const [headers, body] = split(eml);
      const boundary = /boundary="?([^";]+)"?/u.exec(header(headers, 'Content-Type'))?.[1] ?? '';
      const parts = boundary === '' ? [] : body.split(`--${boundary}`).slice(1, -1);
      const attachments = parts.flatMap((part) => {
        const [partHeaders, partBody] = split(part.replace(/^\r?\n/u, ''));
        const filename = /filename="?([^";]+)"?/u.exec(
          header(partHeaders, 'Content-Disposition'),
        )?.[1];
        if (filename === undefined) return [];
        return [
          {
            filename,
            contentType: header(partHeaders, 'Content-Type').split(';')[0] ?? '',
            content: Buffer.from(partBody.replace(/\s+/gu, ''), 'base64'),
          },
        ];
      });
      return { to: header(headers, 'To'), subject: header(headers, 'Subject'), attachments };
    }),
  );
}
