import type { components } from '@chaussee/sdk';
import type { Db } from '../database.js';
import { createVersionsRepository } from '../../versions/versions.repository.js';
import type { DemoCalendar } from './demo-calendar.js';

type Schemas = components['schemas'];

interface DemoVersion {
  product: Schemas['VersionProduct'];
  version: string;
  releasedAt: string;
  notes: string;
}

/** The release notes of the versions page, in French, dated on the demo's story. */
const DEMO_VERSIONS: readonly DemoVersion[] = [
  {
    product: 'web',
    version: 'v1.0.0',
    releasedAt: '2026-01-12',
    notes:
      '- Première version de Chaussée : projets, campagnes de carottage et d’auscultation.\n- Tableaux de bord des campagnes et exports Excel.',
  },
  {
    product: 'web',
    version: 'v1.1.0',
    releasedAt: '2026-02-23',
    notes:
      '- Gestionnaire de fichiers des campagnes : dépôts, demandes de documents et liens de téléchargement.\n- Rapports PDF des campagnes de carottage.',
  },
  {
    product: 'web',
    version: 'v1.2.0',
    releasedAt: '2026-04-06',
    notes:
      '- Vue macro des campagnes : seuils HAP et HCT, amiante, sur toutes les campagnes d’un réseau.\n- Page des statistiques pour les comptes autorisés.',
  },
  {
    product: 'api',
    version: 'v1.2.0',
    releasedAt: '2026-04-06',
    notes: '- Opérations macro, statistiques et versions de l’API.',
  },
];

/** Writes the demo's versions through the versions repository. */
export async function seedDemoVersions(db: Db, calendar: DemoCalendar): Promise<void> {
  const versions = createVersionsRepository(db);
  for (const { product, version, releasedAt, notes } of DEMO_VERSIONS) {
    await versions.insert(product, { version, releasedAt: calendar.day(releasedAt), notes });
  }
}
