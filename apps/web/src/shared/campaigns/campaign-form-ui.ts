import type { SchemaFormProps } from '@chaussee/ui';
import { labels } from '@chaussee/validation';
import { ChoiceWidget } from '../forms/choice-widget.js';
import { codesWithLabels } from '../forms/enum-codes.js';
import { campaignFormMessages as text } from './messages.js';
import type { CampaignPeopleChoices } from './use-campaign-people.js';

type UiSchema = NonNullable<SchemaFormProps<unknown>['uiSchema']>;

function choose(title: string, choices: readonly { value: string; label: string }[]) {
  return { 'ui:title': title, 'ui:widget': ChoiceWidget, 'ui:options': { choices } };
}

/**
 * The uiSchema of the contract's campaign bodies (CoringCampaignCreate and Update,
 * AuscultationCampaignCreate): French labels, the order of the fields, selects of people. A
 * property the body does not have is ignored by the form.
 */
export function campaignFormUi(people: CampaignPeopleChoices): UiSchema {
  return {
    'ui:order': [
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
      '*',
    ],
    workspaceId: { 'ui:widget': 'hidden' },
    name: { 'ui:title': text.fields.name },
    reference: { 'ui:title': text.fields.reference },
    customerReference: { 'ui:title': text.fields.customerReference },
    description: { 'ui:title': text.fields.description, 'ui:widget': 'textarea' },
    startDate: { 'ui:title': text.fields.startDate },
    endDate: { 'ui:title': text.fields.endDate },
    surveyDate: { 'ui:title': text.fields.surveyDate },
    engineerId: {
      ...choose(text.fields.engineerId, people.engineers),
      'ui:help': text.engineerHelp,
    },
    studyManagerId: choose(text.fields.studyManagerId, people.studyManagers),
    technicianIds: choose(text.fields.technicianIds, people.technicians),
    mainCustomerId: choose(text.fields.mainCustomerId, people.mainCustomers),
    distressTypes: choose(
      text.fields.distressTypes,
      codesWithLabels(labels.DistressType).map(({ code, label }) => ({ value: code, label })),
    ),
    hasCustomerAccess: { 'ui:title': text.fields.hasCustomerAccess },
    shouldValidateCustomer: { 'ui:title': text.fields.shouldValidateCustomer },
  };
}
