import { describe, expect, it } from 'vitest';
import { DEMO_DEGRADATIONS } from './demo-degradations.js';
import { DEMO_ROADS } from './demo-geography.js';
import { demoSurveyItems } from './demo-survey.js';

const degradations = DEMO_DEGRADATIONS.map((row, index) => ({
  id: `degradation-${String(index)}`,
  distressType: row.distressType,
  unit: row.unit,
}));
const survey = () => demoSurveyItems('rd1090', 'campaign', DEMO_ROADS.rd1090, degradations, 320);

describe('the demo survey of the RD 1090', () => {
  it('has a few hundred points and segments of several distress types and every severity', () => {
    const items = survey();
    expect(items).toHaveLength(320);
    expect(new Set(items.map((item) => item.kind))).toEqual(new Set(['point', 'segment']));
    expect(new Set(items.map((item) => item.degradationId)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(items.map((item) => item.severity))).toEqual(new Set([1, 2, 3]));
  });

  it('runs every segment forward along the road, and is the same on every seed', () => {
    for (const item of survey().filter((candidate) => candidate.kind === 'segment')) {
      const start = item.prStart * 1000 + item.abscissaStart;
      const end = (item.prEnd ?? 0) * 1000 + (item.abscissaEnd ?? 0);
      expect(end).toBeGreaterThan(start);
    }
    expect(survey()).toEqual(survey());
  });
});
