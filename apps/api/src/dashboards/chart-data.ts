/**
 * What a chart's query answers, before the service dates it: labels (each with the code behind
 * it) and series aligned on them. ChartContent in the contract.
 */
export interface ChartData {
  labels: { key: string; label: string }[];
  series: { key: string; name: string; unit: string | null; data: (number | null)[] }[];
}

/**
 * Counts by code as one series on the codes met, in the order of `codes` (the enum's): the pies
 * and the bars of the dashboard.
 */
export function countsByCode<Code extends string>(
  rows: readonly { code: Code; count: number }[],
  codes: readonly Code[],
  labelOf: (code: Code) => string,
  series: { key: string; name: string },
): ChartData {
  const met = codes.filter((code) => rows.some((row) => row.code === code));
  return {
    labels: met.map((code) => ({ key: code, label: labelOf(code) })),
    series: [
      {
        ...series,
        unit: null,
        data: met.map((code) =>
          rows.filter((row) => row.code === code).reduce((sum, row) => sum + row.count, 0),
        ),
      },
    ],
  };
}
