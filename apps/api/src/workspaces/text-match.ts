import { type SQL, sql, type SQLWrapper } from 'drizzle-orm';

/*
 * « Contains this text, case and accent insensitive » for the search boxes, the same on PGlite and
 * PostgreSQL without the unaccent extension: both sides are lowered and their accented letters
 * mapped to plain ones by one table, in SQL (translate) and here, so they always agree. Upper-case
 * accented letters are in the table too, for databases whose lower() keeps them (C locale).
 */
const ACCENTED = 'àáâãäåāçèéêëēìíîïīñòóôõöōùúûüūýÿÀÁÂÃÄÅĀÇÈÉÊËĒÌÍÎÏĪÑÒÓÔÕÖŌÙÚÛÜŪÝŸ';
const PLAIN = 'aaaaaaaceeeeeiiiiinoooooouuuuuyyaaaaaaaceeeeeiiiiinoooooouuuuuyy';

// Every letter of both tables is one UTF-16 unit, so indexing by unit pairs them.
const plainOf = new Map(
  Array.from({ length: ACCENTED.length }, (_, index) => [
    ACCENTED.charAt(index),
    PLAIN.charAt(index),
  ]),
);

/** The text as the comparison sees it: lower case, accents removed. */
export function foldText(text: string): string {
  return text.toLowerCase().replace(/[^\x20-\x7e]/gu, (letter) => plainOf.get(letter) ?? letter);
}

function likePattern(text: string): string {
  return `%${foldText(text).replace(/[\\%_]/gu, (special) => `\\${special}`)}%`;
}

/** The column (or expression) contains `text`, whatever the case and accents. */
export function foldedContains(column: SQLWrapper, text: string): SQL {
  return sql`translate(lower(${column}), ${ACCENTED}, ${PLAIN}) like ${likePattern(text)} escape '\\'`;
}
