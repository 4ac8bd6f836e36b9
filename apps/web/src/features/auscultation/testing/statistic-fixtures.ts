import {
  getGetAuscultationStatisticTableMockHandler,
  getListAuscultationStatisticTablesMockHandler,
} from '@chaussee/sdk/mocks';
import type {
  AuscultationStatisticTable,
  AuscultationStatisticTableSummary,
} from '@chaussee/sdk/react';
import type { setUpMockApi } from '../../../shared/testing/mock-api.js';

type MockApi = ReturnType<typeof setUpMockApi>;

export const campaignId = '3c8d6d2f-5b6a-4d4f-8e3b-8f2a1b0c9d7e';
const globalTableId = '7a2f3e4d-5c6b-4a89-9b7c-6d5e4f3a2b01';
export const crackTableId = '7a2f3e4d-5c6b-4a89-9b7c-6d5e4f3a2b02';

/** The table over every distress type: sections of 200 m along two roads, hand-written. */
export const globalTable: AuscultationStatisticTable = {
  id: globalTableId,
  campaignId,
  title: 'Synthèse par section',
  distressType: null,
  position: 1,
  rowsCount: 3,
  sectionLength: 200,
  columns: [
    { key: 'section', label: 'Section', unit: null },
    { key: 'road', label: 'Route', unit: null },
    { key: 'direction', label: 'Sens', unit: null },
    { key: 'lane', label: 'Voie', unit: null },
    { key: 'sectionLength', label: 'Longueur de section', unit: 'm' },
    { key: 'longitudinal_crack', label: 'Fissure longitudinale', unit: 'm' },
    { key: 'pothole', label: 'Nid de poule', unit: 'm' },
    { key: 'affectedShare', label: 'Part affectée', unit: '%' },
    { key: 'conditionIndex', label: 'Indice d’état', unit: null },
  ],
  rows: [
    {
      section: 'PR 12+000',
      road: 'RD 1090',
      direction: 'Nord',
      lane: '1',
      sectionLength: 200,
      longitudinal_crack: 40,
      pothole: 2,
      affectedShare: 21,
      conditionIndex: 78.5,
    },
    {
      section: 'PR 12+200',
      road: 'RD 1090',
      direction: 'Sud',
      lane: '1',
      sectionLength: 200,
      longitudinal_crack: 10,
      pothole: 0,
      affectedShare: 5,
      conditionIndex: 92,
    },
    {
      section: 'PR 3+000',
      road: 'RD 12',
      direction: 'Nord',
      lane: '1',
      sectionLength: 200,
      longitudinal_crack: 0,
      pothole: 6,
      affectedShare: 3,
      conditionIndex: 88,
    },
  ],
  totals: {
    section: 'Total',
    road: null,
    direction: null,
    lane: null,
    sectionLength: null,
    longitudinal_crack: 50,
    pothole: 8,
    affectedShare: 9.7,
    conditionIndex: null,
  },
};

export const crackTable: AuscultationStatisticTable = {
  id: crackTableId,
  campaignId,
  title: 'Fissures longitudinales',
  distressType: null,
  position: 2,
  rowsCount: 1,
  sectionLength: 200,
  columns: [
    { key: 'section', label: 'Section', unit: null },
    { key: 'severity3', label: 'Gravité 3', unit: 'm' },
    { key: 'repair', label: 'Réparation', unit: 'm2' },
  ],
  rows: [{ section: 'PR 12+000', severity3: 17.5, repair: 3 }],
  totals: null,
};

function summary(table: AuscultationStatisticTable): AuscultationStatisticTableSummary {
  const { id, title, distressType, position, rowsCount } = table;
  return { id, campaignId, title, distressType, position, rowsCount };
}

/** The campaign's tables, each answered in full by its id; the queries asked are returned. */
export function serveTables(api: MockApi, tables = [globalTable, crackTable]): string[] {
  const asked: string[] = [];
  api.use(
    getListAuscultationStatisticTablesMockHandler(({ request }) => {
      asked.push(`list${new URL(request.url).search}`);
      return { items: tables.map(summary), total: tables.length, limit: 100, offset: 0 };
    }),
    getGetAuscultationStatisticTableMockHandler(({ params, request }) => {
      asked.push(`table${new URL(request.url).search}`);
      const table = tables.find((one) => one.id === params.tableId);
      if (table === undefined) throw new Error(`No table ${String(params.tableId)}`);
      return table;
    }),
  );
  return asked;
}
