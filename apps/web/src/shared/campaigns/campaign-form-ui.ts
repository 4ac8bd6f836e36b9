import type { FormHints } from '@chaussee/ui';
import { campaignFormMessages as text } from './messages.js';
import type { CampaignPeopleChoices } from './use-campaign-people.js';

/**
 * The hint table of the campaign forms (CoringCampaignCreate and Update,
 * AuscultationCampaignCreate): the order of the fields and the people to choose among. Titles and
 * enum labels (the distress types) come from the catalogue; a hint for a field the body does not
 * have is ignored.
 */
export function campaignFormHints(people: CampaignPeopleChoices): FormHints {
  return {
    order: [
      'name',
      'reference',
      'customerReference',
      'startDate',
      'endDate',
      'surveyDate',
      'engineerId',
      'studyManagerId',
      'technicianIds',
      'mainCustomerId',
      'distressTypes',
      'description',
    ],
    fields: {
      workspaceId: { widget: 'hidden' },
      description: { widget: 'textarea' },
      engineerId: { choices: people.engineers, help: text.engineerHelp },
      studyManagerId: { choices: people.studyManagers },
      technicianIds: { choices: people.technicians },
      mainCustomerId: { choices: people.mainCustomers },
    },
  };
}
