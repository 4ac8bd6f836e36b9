import type { components } from '@chaussee/sdk';
import { labelOf } from '@chaussee/validation';
import { createHash } from 'node:crypto';
import {
  affectedShare,
  conditionIndex,
  isDistressType,
  type SectionDistress,
  WEIGHTS,
} from './condition-index.js';
import { statisticTableTexts as texts } from './survey-messages.js';
import type { SectionAggregate } from './survey-statistics.repository.js';

type Schemas = components['schemas'];
type Table = Schemas['AuscultationStatisticTable'];
type Column = Table['columns'][number];
type Cell = Schemas['ScalarValue'];

/** What a table is about: the summary, or one distress type. */
type TableSubject = Schemas['DistressType'] | null;

const UNIT_LABELS: Readonly<Record<Schemas['Degradation']['unit'], string | null>> = {
  m: 'm',
  m2: 'm²',
  count: null,
};

/**
 * The id of a table: computed, not stored (the tables are computed from the survey on each read),
 * the same for the same campaign and subject so that the dashboard can link to it.
 */
export function statisticTableId(campaignId: string, subject: TableSubject): string {
  const hex = createHash('sha1')
    .update(`auscultation-table:${campaignId}:${subject ?? 'summary'}`)
    .digest('hex');
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `5${hex.slice(13, 16)}`,
    `${variant}${hex.slice(18, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}

const round2 = (value: number) => Math.round(value * 100) / 100;

interface Section {
  road: string;
  index: number;
  aggregates: SectionAggregate[];
}

/** Every section of each road from its first to its last surveyed one, empty ones included. */
function sectionsOf(aggregates: readonly SectionAggregate[]): Section[] {
  const byRoad = new Map<string, SectionAggregate[]>();
  for (const aggregate of aggregates) {
    byRoad.set(aggregate.road, [...(byRoad.get(aggregate.road) ?? []), aggregate]);
  }
  const sections: Section[] = [];
  for (const road of [...byRoad.keys()].sort()) {
    const ofRoad = byRoad.get(road) ?? [];
    const indexes = ofRoad.map((aggregate) => aggregate.sectionIndex);
    for (let index = Math.min(...indexes); index <= Math.max(...indexes); index += 1) {
      sections.push({
        road,
        index,
        aggregates: ofRoad.filter((aggregate) => aggregate.sectionIndex === index),
      });
    }
  }
  return sections;
}

function boundsOf(section: Section, sectionLength: number): Record<string, Cell> {
  const start = section.index * sectionLength;
  const end = start + sectionLength;
  return {
    road: section.road,
    prStart: Math.floor(start / 1000),
    abscissaStart: start % 1000,
    prEnd: Math.floor(end / 1000),
    abscissaEnd: end % 1000,
  };
}

const BOUND_COLUMNS: Column[] = [
  { key: 'road', label: texts.road, unit: null },
  { key: 'prStart', label: texts.prStart, unit: null },
  { key: 'abscissaStart', label: texts.abscissaStart, unit: 'm' },
  { key: 'prEnd', label: texts.prEnd, unit: null },
  { key: 'abscissaEnd', label: texts.abscissaEnd, unit: 'm' },
];

function distressesOf(section: Section): SectionDistress[] {
  return section.aggregates.map((aggregate) => ({
    distressType: aggregate.distressType,
    severity: aggregate.severity,
    length: aggregate.equivalentLength,
  }));
}

/** The distress types surveyed, in the contract's order. */
function typesOf(aggregates: readonly SectionAggregate[]) {
  const present = new Set(aggregates.map((aggregate) => aggregate.distressType));
  return Object.keys(WEIGHTS)
    .filter(isDistressType)
    .filter((type) => present.has(type));
}

function unitOf(aggregates: readonly SectionAggregate[], type: Schemas['DistressType']) {
  const unit = aggregates.find((aggregate) => aggregate.distressType === type)?.unit ?? 'm';
  return UNIT_LABELS[unit];
}

function sum(values: readonly number[]): number {
  return round2(values.reduce((total, value) => total + value, 0));
}

function summaryTable(
  campaignId: string,
  aggregates: readonly SectionAggregate[],
  sectionLength: number,
): Table {
  const types = typesOf(aggregates);
  const sections = sectionsOf(aggregates);
  const rows = sections.map((section) => {
    const row: Record<string, Cell> = boundsOf(section, sectionLength);
    for (const type of types) {
      row[type] = sum(
        section.aggregates.filter((a) => a.distressType === type).map((a) => a.extent),
      );
    }
    row.affectedShare = affectedShare(distressesOf(section), sectionLength);
    row.conditionIndex = conditionIndex(distressesOf(section), sectionLength);
    return row;
  });
  const totals: Record<string, Cell> = { road: texts.totals };
  for (const type of types) totals[type] = sum(aggregates.filter((a) => a.distressType === type).map((a) => a.extent));
  // Over the whole surveyed length: the mean of the sections, each the same length.
  const indexes = rows.map((row) => Number(row.conditionIndex));
  totals.conditionIndex = indexes.length === 0 ? null : Math.round((10 * sum(indexes)) / indexes.length) / 10;
  const shares = rows.map((row) => Number(row.affectedShare));
  totals.affectedShare = shares.length === 0 ? null : Math.round((10 * sum(shares)) / shares.length) / 10;
  return {
    id: statisticTableId(campaignId, null),
    campaignId,
    title: texts.summaryTitle,
    distressType: null,
    position: 1,
    rowsCount: rows.length,
    sectionLength,
    columns: [
      ...BOUND_COLUMNS,
      ...types.map((type) => ({
        key: type,
        label: labelOf('DistressType', type),
        unit: unitOf(aggregates, type),
      })),
      { key: 'affectedShare', label: texts.affectedShare, unit: '%' },
      { key: 'conditionIndex', label: texts.conditionIndex, unit: null },
    ],
    rows,
    totals,
  };
}

const SEVERITIES = [1, 2, 3] as const;

function distressTable(
  campaignId: string,
  aggregates: readonly SectionAggregate[],
  sectionLength: number,
  type: Schemas['DistressType'],
  position: number,
): Table {
  const ofType = aggregates.filter((aggregate) => aggregate.distressType === type);
  const unit = unitOf(aggregates, type);
  const rows = sectionsOf(ofType).map((section) => {
    const row: Record<string, Cell> = boundsOf(section, sectionLength);
    for (const severity of SEVERITIES) {
      row[`severity${String(severity)}`] = sum(
        section.aggregates.filter((a) => a.severity === severity).map((a) => a.extent),
      );
    }
    row.total = sum(section.aggregates.map((a) => a.extent));
    row.affectedShare = affectedShare(distressesOf(section), sectionLength);
    return row;
  });
  const totals: Record<string, Cell> = { road: texts.totals };
  for (const severity of SEVERITIES) {
    totals[`severity${String(severity)}`] = sum(ofType.filter((a) => a.severity === severity).map((a) => a.extent));
  }
  totals.total = sum(ofType.map((a) => a.extent));
  return {
    id: statisticTableId(campaignId, type),
    campaignId,
    title: texts.distressTitle(labelOf('DistressType', type)),
    distressType: type,
    position,
    rowsCount: rows.length,
    sectionLength,
    columns: [
      ...BOUND_COLUMNS,
      ...SEVERITIES.map((severity) => ({
        key: `severity${String(severity)}`,
        label: texts.severity(severity),
        unit,
      })),
      { key: 'total', label: texts.total, unit },
      { key: 'affectedShare', label: texts.affectedShare, unit: '%' },
    ],
    rows,
    totals,
  };
}

/** The statistic tables of a campaign, in dashboard order: the summary, then one per distress type surveyed. */
export function statisticTables(
  campaignId: string,
  aggregates: readonly SectionAggregate[],
  sectionLength: number,
): Table[] {
  return [
    summaryTable(campaignId, aggregates, sectionLength),
    ...typesOf(aggregates).map((type, index) =>
      distressTable(campaignId, aggregates, sectionLength, type, index + 2),
    ),
  ];
}
