import type { components } from '@chaussee/sdk';
import type { surveyItems } from '../schema.js';
import { pointAlong } from './demo-geography.js';
import { demoId } from './demo-ids.js';
import type { DemoRoad } from './demo-geography.js';

type Schemas = components['schemas'];
type NewSurveyItem = typeof surveyItems.$inferInsert;

/** A degradation of the demo, as the survey needs it. */
interface DemoDegradation {
  id: string;
  distressType: Schemas['DistressType'];
  unit: Schemas['Degradation']['unit'];
}

/**
 * What a surveyor meets along a departmental road, most often first: cracks and ruts as segments,
 * potholes, corner breaks and small areas as points. Drawn in turn by a fixed stride, so the
 * survey is the same on every seed.
 */
const MIX: readonly { type: Schemas['DistressType']; isSegment: boolean }[] = [
  { type: 'longitudinal_crack', isSegment: true },
  { type: 'transverse_crack', isSegment: false },
  { type: 'crazing', isSegment: true },
  { type: 'pothole', isSegment: false },
  { type: 'rut_edge', isSegment: true },
  { type: 'longitudinal_crack', isSegment: true },
  { type: 'tearing_off', isSegment: false },
  { type: 'repair', isSegment: false },
  { type: 'hollow_rut', isSegment: true },
  { type: 'glaze_penetrant', isSegment: false },
  { type: 'various_cracks', isSegment: true },
  { type: 'sagging', isSegment: false },
];

const position = (point: { pr: number; abscissa: number }) => point.pr * 1000 + point.abscissa;

/**
 * The demo survey of an auscultation campaign: `count` points and segments along the road line,
 * each segment running 20 to 120 m further along the road, with extents in the degradation's unit.
 */
export function demoSurveyItems(
  key: string,
  campaignId: string,
  road: DemoRoad,
  degradations: readonly DemoDegradation[],
  count: number,
): NewSurveyItem[] {
  const byType = new Map(degradations.map((row) => [row.distressType, row]));
  const items: NewSurveyItem[] = [];
  for (let index = 0; index < count; index += 1) {
    const drawn = MIX[(index * 5) % MIX.length];
    const degradation = drawn && byType.get(drawn.type);
    if (drawn === undefined || degradation === undefined) continue;
    const fraction = (index + 0.5) / count;
    const start = pointAlong(road, fraction);
    const lengthAlong = 20 + ((index * 37) % 101);
    const end = pointAlong(road, fraction + lengthAlong / (1000 * Math.max(1, count / 10)));
    const length = position(end) - position(start);
    const isSegment = drawn.isSegment && length > 0;
    const severity = 1 + ((index * 7) % 3);
    const extent =
      degradation.unit === 'count'
        ? 1 + (index % 3)
        : degradation.unit === 'm2'
          ? Math.round((isSegment ? length * 1.5 : 2 + (index % 9)) * 10) / 10
          : isSegment
            ? length
            : 1 + (index % 4);
    items.push({
      id: demoId(`survey:${key}:${String(index)}`),
      campaignId,
      kind: isSegment ? 'segment' : 'point',
      geometry: isSegment
        ? {
            type: 'LineString',
            coordinates: [
              [start.lng, start.lat],
              [end.lng, end.lat],
            ],
          }
        : { type: 'Point', coordinates: [start.lng, start.lat] },
      road: road.name,
      prStart: start.pr,
      abscissaStart: start.abscissa,
      prEnd: isSegment ? end.pr : null,
      abscissaEnd: isSegment ? end.abscissa : null,
      direction: index % 2 === 0 ? 'Croissant' : 'Décroissant',
      lane: index % 5 === 0 ? 'Voie lente' : 'Voie 1',
      degradationId: degradation.id,
      severity,
      extent,
      comment: null,
      photos: index % 10 === 0 ? [`releve-${String(index).padStart(3, '0')}.jpg`] : [],
    });
  }
  return items;
}
