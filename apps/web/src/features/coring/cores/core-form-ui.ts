import type { FormHints } from '@chaussee/ui';
import type { CoreReferences } from './use-core-references.js';

/**
 * The hint table of the core forms (CoreCreate, CoreUpdate): field order, the choices of the
 * references, the widgets. Titles and enum labels come from the catalogue (fieldLabels.Core);
 * a field added to the contract shows after these, with no change here.
 */
export function coreFormHints(references: CoreReferences): FormHints {
  return {
    order: [
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
    ],
    fields: {
      campaignId: { widget: 'hidden' },
      roadId: { choices: references.roads },
      cityId: { choices: references.cities },
      displayNamePrefixId: { choices: references.prefixes },
      note: { widget: 'textarea' },
    },
  };
}
