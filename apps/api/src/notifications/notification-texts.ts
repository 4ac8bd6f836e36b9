import type { components } from '@chaussee/sdk';
import { labelOf } from '@chaussee/validation';

type CampaignStatus = components['schemas']['CampaignStatus'];

/** A notification's French title and message, as it is stored when the event happens. */
export interface NotificationText {
  title: string;
  message: string;
}

/**
 * Every French text of the notifications the API writes, in one place for review. Status labels
 * come from the contract's label catalogue (@chaussee/validation), never retyped here.
 */
export const notificationTexts = {
  campaignStatusChanged: (campaignName: string, status: CampaignStatus): NotificationText => ({
    title: 'Changement de statut',
    message: `Campagne ${campaignName} : ${labelOf('CampaignStatus', status)}`,
  }),
  campaignAssigned: (campaignName: string): NotificationText => ({
    title: 'Nouvelle campagne',
    message: `Vous avez été ajouté à la campagne ${campaignName}`,
  }),
  requiredDocumentRequested: (campaignName: string, title: string): NotificationText => ({
    title: 'Document demandé',
    message: `Campagne ${campaignName} : le document « ${title} » vous est demandé`,
  }),
  requiredDocumentSent: (campaignName: string, title: string): NotificationText => ({
    title: 'Document reçu',
    message: `Campagne ${campaignName} : le document « ${title} » a été envoyé, il attend votre validation`,
  }),
  requiredDocumentValidated: (campaignName: string, title: string): NotificationText => ({
    title: 'Document validé',
    message: `Campagne ${campaignName} : le document « ${title} » a été validé`,
  }),
  requiredDocumentRefused: (campaignName: string, title: string): NotificationText => ({
    title: 'Document refusé',
    message: `Campagne ${campaignName} : le document « ${title} » a été refusé, envoyez-en un nouveau`,
  }),
  deliverablesAdded: (campaignName: string, count: number): NotificationText => ({
    title: 'Nouveaux livrables',
    message:
      count === 1
        ? `Campagne ${campaignName} : un nouveau livrable est disponible`
        : `Campagne ${campaignName} : ${String(count)} nouveaux livrables sont disponibles`,
  }),
} as const;
