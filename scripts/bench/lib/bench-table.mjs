// @ts-check

/** @param {readonly number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

/** @param {number} value @param {number} digits */
const formatNumber = (value, digits) =>
  value.toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/**
 * One line per figure: its value for each campaign size, then the ratio of the largest to the
 * smallest (above 1: the figure grew with the number of cores).
 * @param {readonly number[]} sizes
 * @param {readonly { name: string, values: readonly number[], digits: number }[]} figures
 */
export function formatTable(sizes, figures) {
  const first = sizes[0] ?? 0;
  const last = sizes[sizes.length - 1] ?? 0;
  const nameWidth = Math.max(...figures.map((figure) => figure.name.length));
  const header = [
    ''.padEnd(nameWidth),
    ...sizes.map((size) => `${formatNumber(size, 0)} cores`.padStart(12)),
    `ratio ${formatNumber(last, 0)}/${formatNumber(first, 0)}`.padStart(16),
  ].join('  ');
  const lines = figures.map((figure) => {
    const ratio = (figure.values[figure.values.length - 1] ?? 0) / (figure.values[0] ?? 0);
    return [
      figure.name.padEnd(nameWidth),
      ...figure.values.map((value) => formatNumber(value, figure.digits).padStart(12)),
      `× ${ratio.toFixed(2)}`.padStart(16),
    ].join('  ');
  });
  return [header, ...lines].join('\n');
}
