import type { SchemaFormProps } from '@chaussee/ui';
import { ChoiceWidget } from '../../../shared/forms/choice-widget.js';
import { coresMessages as text } from './messages.js';
import type { CoreReferences } from './use-core-references.js';

type UiSchema = NonNullable<SchemaFormProps<unknown>['uiSchema']>;

/** French labels, order and selects of the contract's CoreCreate and CoreUpdate bodies. */
export function coreFormUi(references: CoreReferences): UiSchema {
  const choose = (title: string, choices: CoreReferences['roads']) => ({
    'ui:title': title,
    'ui:widget': ChoiceWidget,
    'ui:options': { choices },
  });
  return {
    'ui:order': [
      'roadId',
      'cityId',
      'landmark',
      'abscissa',
      'direction',
      'lane',
      'lateralPosition',
      'structureType',
      'isFullStructure',
      'diameter',
      'displayNamePrefixId',
      'displayName',
      'NR_name',
      'lat',
      'lng',
      'note',
      '*',
    ],
    campaignId: { 'ui:widget': 'hidden' },
    roadId: choose(text.fields.roadId, references.roads),
    cityId: choose(text.fields.cityId, references.cities),
    displayNamePrefixId: choose(text.fields.displayNamePrefixId, references.prefixes),
    displayName: { 'ui:title': text.fields.displayName },
    NR_name: { 'ui:title': text.fields.NR_name },
    landmark: { 'ui:title': text.fields.landmark },
    abscissa: { 'ui:title': text.fields.abscissa },
    direction: { 'ui:title': text.fields.direction },
    lane: { 'ui:title': text.fields.lane },
    lateralPosition: { 'ui:title': text.fields.lateralPosition },
    structureType: { 'ui:title': text.fields.structureType },
    isFullStructure: { 'ui:title': text.fields.isFullStructure },
    diameter: { 'ui:title': text.fields.diameter },
    lat: { 'ui:title': text.fields.lat },
    lng: { 'ui:title': text.fields.lng },
    note: { 'ui:title': text.fields.note, 'ui:widget': 'textarea' },
  };
}
