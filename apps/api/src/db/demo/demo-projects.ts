import type { components } from '@chaussee/sdk';
import { DEMO_ROADS, type DemoRoadKey } from './demo-geography.js';
import { demoId } from './demo-ids.js';
import { DEMO_SITES } from './demo-organizations.js';

type CampaignStatus = components['schemas']['CampaignStatus'];

/**
 * Dates are the story's (demo-calendar.ts moves them to the day of the seed): a campaign's start
 * and end are past once its taking began, planned ahead before.
 *
 * The demo projects: six workspaces (one archived), coring campaigns at several statuses with 40 to
 * 200 cores along real roads, and one auscultation campaign. The département's workspaces have its
 * customer accounts as members; the city's have only office staff, so a customer sees them refused.
 */

export interface DemoCoringCampaign {
  key: string;
  id: string;
  name: string;
  reference: string;
  status: CampaignStatus;
  road: DemoRoadKey;
  coresCount: number;
  /** Display-name prefix of the cores taken for pollutant analyses (e.g. « CA- »), if any. */
  prefix: string | null;
  startDate: string;
  endDate: string;
  isArchived?: boolean;
}

interface DemoAuscultationCampaign {
  key: string;
  id: string;
  name: string;
  reference: string;
  status: CampaignStatus;
  road: DemoRoadKey;
  surveyDate: string;
  distressCount: number;
}

export interface DemoWorkspace {
  key: string;
  id: string;
  name: string;
  description: string;
  customerReference: string | null;
  siteId: string;
  /** Whether the département's customer accounts are members. */
  customersAreMembers: boolean;
  isArchived: boolean;
  coring: readonly DemoCoringCampaign[];
  auscultation: readonly DemoAuscultationCampaign[];
}

function coring(key: string, values: Omit<DemoCoringCampaign, 'key' | 'id'>): DemoCoringCampaign {
  return { key, id: demoId(`campaign:${key}`), ...values };
}

export const DEMO_WORKSPACES: readonly DemoWorkspace[] = [
  {
    key: 'rd1075',
    id: demoId('workspace:rd1075'),
    name: 'RD 1075 – Renforcement entre Vif et Monestier-de-Clermont',
    description: 'Diagnostic de structure et repérage amiante/HAP avant renforcement de chaussée.',
    customerReference: 'CD38-2026-0112',
    siteId: DEMO_SITES.isereMobilites.id,
    customersAreMembers: true,
    isArchived: false,
    coring: [
      coring('rd1075-diagnostic', {
        name: 'Carottage RD 1075 – PR 8 à PR 30',
        reference: 'CE-2026-041',
        status: 'results_obtained',
        road: 'rd1075',
        coresCount: 120,
        prefix: 'CA-',
        startDate: '2026-03-02',
        endDate: '2026-04-17',
      }),
      coring('rd1075-complement', {
        name: 'Carottage complémentaire RD 1075 – Vif',
        reference: 'CE-2026-058',
        status: 'awaiting_validation',
        road: 'rd1075',
        coresCount: 40,
        prefix: null,
        // Planned: the programme waits for its validation before the taking.
        startDate: '2026-12-07',
        endDate: '2026-12-18',
      }),
    ],
    auscultation: [],
  },
  {
    key: 'rd1090',
    id: demoId('workspace:rd1090'),
    name: 'RD 1090 – Diagnostic amiante et HAP du Grésivaudan',
    description: 'Campagne de carottage systématique tous les 150 m entre Meylan et Pontcharra.',
    customerReference: 'CD38-2026-0147',
    siteId: DEMO_SITES.isereGresivaudan.id,
    customersAreMembers: true,
    isArchived: false,
    coring: [
      coring('rd1090-systematique', {
        name: 'Carottage systématique RD 1090',
        reference: 'CE-2026-063',
        status: 'taken',
        road: 'rd1090',
        coresCount: 200,
        prefix: 'CA-',
        startDate: '2026-09-07',
        endDate: '2026-11-20',
      }),
    ],
    auscultation: [
      {
        key: 'rd1090-releve',
        id: demoId('campaign:rd1090-releve'),
        name: 'Relevé des dégradations RD 1090',
        reference: 'AU-2026-012',
        // Waiting for the customer's validation: its supervisor may still correct the points.
        status: 'waiting_validation',
        road: 'rd1090',
        surveyDate: '2026-06-16',
        distressCount: 320,
      },
    ],
  },
  {
    key: 'rd1085',
    id: demoId('workspace:rd1085'),
    name: 'RD 1085 – Route Napoléon, Vizille – La Mure',
    description: 'Reconnaissance de chaussée avant travaux de la rampe de Laffrey.',
    customerReference: null,
    siteId: DEMO_SITES.isereMobilites.id,
    customersAreMembers: true,
    isArchived: false,
    coring: [
      coring('rd1085-reconnaissance', {
        name: 'Reconnaissance RD 1085 – rampe de Laffrey',
        reference: 'CE-2026-071',
        status: 'taking_in_progress',
        road: 'rd1085',
        coresCount: 80,
        prefix: null,
        startDate: '2026-11-09',
        endDate: '2026-12-11',
      }),
    ],
    auscultation: [],
  },
  {
    key: 'rd1006',
    id: demoId('workspace:rd1006'),
    name: 'RD 1006 – Traversée de Bourgoin-Jallieu',
    description: 'Diagnostic terminé en 2025, travaux réalisés.',
    customerReference: 'CD38-2025-0088',
    siteId: DEMO_SITES.isereMobilites.id,
    customersAreMembers: true,
    isArchived: true,
    coring: [
      coring('rd1006-diagnostic', {
        name: 'Diagnostic RD 1006 – Bourgoin-Jallieu / La Tour-du-Pin',
        reference: 'CE-2025-112',
        status: 'finished',
        road: 'rd1006',
        coresCount: 50,
        prefix: 'CA-',
        startDate: '2025-04-07',
        endDate: '2025-05-16',
        isArchived: true,
      }),
    ],
    auscultation: [],
  },
  {
    key: 'jean-jaures',
    id: demoId('workspace:jean-jaures'),
    name: 'Cours Jean Jaurès – Requalification',
    description: 'Repérage des enrobés amiantés et goudronneux avant requalification du cours.',
    customerReference: 'VG-EP-2026-031',
    siteId: DEMO_SITES.grenobleEspacePublic.id,
    customersAreMembers: false,
    isArchived: false,
    coring: [
      coring('jean-jaures-reperage', {
        name: 'Repérage amiante et HAP – Cours Jean Jaurès',
        reference: 'CE-2026-077',
        status: 'sent_for_analysis',
        road: 'coursJeanJaures',
        coresCount: 60,
        prefix: 'CA-',
        startDate: '2026-10-12',
        endDate: '2026-10-23',
      }),
    ],
    auscultation: [],
  },
  {
    key: 'quais',
    id: demoId('workspace:quais'),
    name: 'Quais de l’Isère – Diagnostic de chaussée',
    description: 'Programme de carottage des quais rive gauche.',
    customerReference: null,
    siteId: DEMO_SITES.grenobleEspacePublic.id,
    customersAreMembers: false,
    isArchived: false,
    coring: [
      coring('quais-programme', {
        name: 'Programme de carottage – Quai Stéphane Jay',
        reference: 'CE-2026-084',
        status: 'programing_validated',
        road: 'quaisIsere',
        coresCount: 45,
        prefix: null,
        startDate: '2026-12-01',
        endDate: '2026-12-12',
      }),
    ],
    auscultation: [],
  },
];

/** The campaign whose share link start prints (a finished diagnostic with results). */
export const DEMO_SHARED_CAMPAIGN_KEY = 'rd1075-diagnostic';

/** The road of a demo campaign. */
export function roadOf(campaign: { road: DemoRoadKey }) {
  return DEMO_ROADS[campaign.road];
}
