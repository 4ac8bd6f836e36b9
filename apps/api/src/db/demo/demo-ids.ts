import { createHash } from 'node:crypto';

/**
 * The id of a demo record, derived from a stable name (`organization:isere`): the demo dataset has
 * the same ids on every machine and every start, so that links in documentation, bug reports and
 * browser tests keep pointing at the same records. Shaped as a version-5 UUID (name-based, SHA-1).
 */
export function demoId(name: string): string {
  const hex = createHash('sha1').update(`chaussee-demo:${name}`).digest('hex');
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `5${hex.slice(13, 16)}`,
    `${variant}${hex.slice(18, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}
