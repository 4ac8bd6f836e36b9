import type { SurveyItem } from '@chaussee/sdk/react';

/** The location of an item as a surveyor says it: « RD 1090 PR 12+150 ». */
export function itemPlace(item: Pick<SurveyItem, 'road' | 'prStart' | 'abscissaStart'>): string {
  const abscissa = String(Math.round(item.abscissaStart)).padStart(3, '0');
  return `${item.road} PR ${String(item.prStart)}+${abscissa}`;
}
