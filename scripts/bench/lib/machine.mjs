// @ts-check
import { availableParallelism, cpus, loadavg } from 'node:os';

/** The one-minute load average now. */
export function loadNow() {
  return loadavg()[0] ?? 0;
}

/**
 * The line every benchmark prints above its table: when, on what, and how busy the machine was
 * (figures of a shared machine move with its load).
 * @param {number} loadAtStart the one-minute load average when the benchmark began
 */
export function machineLine(loadAtStart) {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  return `${date} UTC — ${availableParallelism()} CPUs (${cpu}), load average ${loadAtStart.toFixed(1)} at start, ${loadNow().toFixed(1)} at end; Node ${process.version}`;
}

/**
 * A plain-text table: a header line, a rule, then the rows; the first column aligned left, the
 * others right.
 * @param {readonly string[]} header
 * @param {readonly (readonly string[])[]} rows
 */
export function formatRows(header, rows) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  /** @param {readonly string[]} cells */
  const line = (cells) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/**
 * @param {number} value
 * @param {number} [digits]
 */
export function formatNumber(value, digits = 0) {
  return Number.isFinite(value)
    ? value.toLocaleString('en-GB', {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      })
    : '—';
}
