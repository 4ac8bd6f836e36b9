/** The name an entry gets when nothing is left of the one wished (`///`, control characters). */
const FALLBACK_NAME = 'fichier';

/** Zip readers cap a name; 200 characters leave room for a folder when the zip is unpacked. */
const MAX_NAME_LENGTH = 200;

/**
 * A name that is one file at the root of the zip whatever the unzipping tool: no folder (slashes
 * and backslashes become `_`, so no `../` escapes the folder it is unpacked in), no control
 * character, no leading dot or space (hidden, or refused by Windows), no trailing dot or space.
 */
function safeEntryName(wished: string): string {
  const cleaned = wished
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/[/\\:*?"<>|]/gu, '_')
    .replace(/^[.\s]+/u, '')
    .replace(/[.\s]+$/u, '');
  const name = cleaned === '' ? FALLBACK_NAME : cleaned;
  if (name.length <= MAX_NAME_LENGTH) return name;
  const { base, extension } = splitExtension(name);
  return `${base.slice(0, MAX_NAME_LENGTH - extension.length)}${extension}`;
}

/** `rapport.final.pdf` → `rapport.final` and `.pdf`; a name without a dot has no extension. */
function splitExtension(name: string): { base: string; extension: string } {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || name.length - dot > 17) return { base: name, extension: '' };
  return { base: name.slice(0, dot), extension: name.slice(dot) };
}

/**
 * Names the entries of one zip: each safe (see above) and unique whatever its case, since Windows
 * and macOS unpack `Plan.pdf` and `plan.pdf` into one file. A second `plan.pdf` becomes
 * `plan (2).pdf`, as file managers name copies.
 */
export function createZipEntryNamer() {
  const taken = new Set<string>();
  return {
    next(wished: string): string {
      const name = safeEntryName(wished);
      const { base, extension } = splitExtension(name);
      let candidate = name;
      for (let copy = 2; taken.has(candidate.toLowerCase()); copy += 1) {
        candidate = `${base} (${String(copy)})${extension}`;
      }
      taken.add(candidate.toLowerCase());
      return candidate;
    },
  };
}
