import type {
  LaboratoryInput,
  PrestationInput,
  ProviderInput,
} from '../../providers/provider-input.js';
import { demoId } from './demo-ids.js';

interface DemoProvider {
  id: string;
  values: ProviderInput;
  laboratories: readonly { id: string; values: Omit<LaboratoryInput, 'providerId'> }[];
  prestations: readonly { id: string; values: Omit<PrestationInput, 'providerId'> }[];
}

const ANALYSED_LAYERS: PrestationInput['layerTypes'] = ['CA', 'EB', 'OTHER'];

/**
 * The demo's providers: an analysis laboratory that takes orders by e-mail (the default of the
 * demo sites) and a coring company. Names and addresses are fictitious.
 */
export const DEMO_PROVIDERS: readonly DemoProvider[] = [
  {
    id: demoId('provider:alpes-analyses'),
    values: {
      name: 'Alpes Analyses Environnement',
      isLaboratory: true,
      email: 'commandes@alpes-analyses.example',
      phone: '04 76 00 12 34',
    },
    laboratories: [
      {
        id: demoId('laboratory:alpes-analyses-saint-egreve'),
        values: {
          name: 'Laboratoire de Saint-Égrève',
          email: 'labo.st-egreve@alpes-analyses.example',
          address: '12 rue des Glairons',
          zipCode: '38120',
          city: 'Saint-Égrève',
          phone: '04 76 00 12 35',
        },
      },
    ],
    prestations: [
      {
        id: demoId('prestation:hap'),
        values: {
          name: 'Recherche de HAP (16 HAP EPA)',
          pollutantKind: 'PAH',
          layerTypes: ANALYSED_LAYERS,
        },
      },
      {
        id: demoId('prestation:hct'),
        values: {
          name: 'Hydrocarbures totaux C10-C40',
          pollutantKind: 'TH',
          layerTypes: ANALYSED_LAYERS,
        },
      },
      {
        id: demoId('prestation:amiante'),
        values: {
          name: 'Recherche d’amiante (MOLP)',
          pollutantKind: 'asbestos',
          layerTypes: ANALYSED_LAYERS,
        },
      },
    ],
  },
  {
    id: demoId('provider:carottage-dauphine'),
    values: {
      name: 'Carottage Dauphiné',
      isLaboratory: false,
      email: 'planning@carottage-dauphine.example',
      phone: '04 74 00 56 78',
    },
    laboratories: [],
    prestations: [
      {
        id: demoId('prestation:carottage'),
        values: { name: 'Carottage Ø 100 mm', layerTypes: [] },
      },
    ],
  },
];
