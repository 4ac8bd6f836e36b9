import { describe, expect, it } from 'vitest';
import {
  configurationBody,
  configurationOf,
  hideChart,
  moveChart,
  setVisibleToCustomers,
  showChart,
} from './dashboard-configuration.js';
import { categories } from './testing/dashboard-fixtures.js';

const first = 'c0000000-0000-4000-8000-000000000001';
const second = 'c0000000-0000-4000-8000-000000000002';

describe('dashboard configuration', () => {
  it('starts from the dashboard as it is, the catalogue’s other charts hidden', () => {
    const configuration = configurationOf(categories);
    expect(
      configuration.categories.map((one) => one.charts.map((chart) => chart.chartType)),
    ).toEqual([['cores_by_status', 'layers_by_type'], ['pah_class_by_layer']]);
    expect(configuration.hidden).toEqual([
      'thickness_distribution',
      'bituminous_thickness_along_road',
      'pah_ref_be_class_by_layer',
      'th_class_by_layer',
      'asbestos_by_layer',
      'cores_by_waste_route',
    ]);
  });

  it('moves, hides, shows and opens a chart to customers, then writes the whole dashboard', () => {
    let configuration = configurationOf(categories);
    configuration = moveChart(configuration, 'layers_by_type', -1);
    configuration = moveChart(configuration, 'layers_by_type', -1);
    configuration = setVisibleToCustomers(configuration, 'layers_by_type', true);
    configuration = hideChart(configuration, 'cores_by_status');
    configuration = showChart(configuration, 'th_class_by_layer', second);
    expect(configurationBody(configuration)).toEqual({
      categories: [
        {
          id: first,
          name: 'Carottes',
          charts: [{ chartType: 'layers_by_type', visibleToCustomers: true }],
        },
        {
          id: second,
          name: 'Polluants',
          charts: [
            { chartType: 'pah_class_by_layer', visibleToCustomers: true },
            { chartType: 'th_class_by_layer', visibleToCustomers: false },
          ],
        },
      ],
    });
    expect(configuration.hidden[0]).toBe('cores_by_status');
    expect(configuration.hidden).not.toContain('th_class_by_layer');
  });
});
