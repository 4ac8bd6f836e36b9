import { useAddCampaignMember, useListUsers, type CampaignMemberInput } from '@chaussee/sdk/react';
import { SchemaForm, toast } from '@chaussee/ui';
import { useState } from 'react';
import { frenchErrorOf } from '../../../shared/api/french-error.js';
import { contractFormSchema, type FormSchema } from '../../../shared/contract/contract-schemas.js';
import campaignMemberInputContract from 'virtual:chaussee-contract-schemas/CampaignMemberInput';
import { ChoiceWidget } from '../../../shared/forms/choice-widget.js';
import { userChoices } from '../../../shared/forms/choices.js';
import { FormDialog } from '../../../shared/forms/form-dialog.js';
import { administrationMessages as text } from './messages.js';

const USERS_LIMIT = 200;
const memberInput = contractFormSchema(campaignMemberInputContract);

/**
 * POST /campaigns/{id}/users/{userId}: the body is the contract's CampaignMemberInput; the user,
 * a path parameter of the operation (a uuid), is chosen in the same form.
 */
const schema: FormSchema = {
  ...memberInput,
  required: ['userId'],
  properties: { userId: { type: 'string', format: 'uuid' }, ...memberInput.properties },
};

type Draft = CampaignMemberInput & { userId?: string };

export function AddMemberDialog({
  campaignId,
  memberIds,
  onAdded,
  onClose,
}: {
  campaignId: string;
  memberIds: readonly string[];
  onAdded: () => Promise<unknown>;
  onClose: () => void;
}) {
  const users = useListUsers({ limit: USERS_LIMIT });
  const [draft, setDraft] = useState<Draft>({});
  const add = useAddCampaignMember({
    mutation: {
      meta: { isErrorShownInline: true },
      onSuccess: async () => {
        toast.success(text.added);
        await onAdded();
        onClose();
      },
    },
  });
  const uiSchema = {
    'ui:order': ['userId', '*'],
    userId: {
      'ui:title': text.fields.userId,
      'ui:widget': ChoiceWidget,
      'ui:options': {
        choices: userChoices(
          (users.data?.data.member ?? []).filter((user) => !memberIds.includes(user.id)),
        ),
      },
    },
    isTeamMember: { 'ui:title': text.fields.isTeamMember },
    isDiffused: { 'ui:title': text.fields.isDiffused },
    isMainCustomer: { 'ui:title': text.fields.isMainCustomer },
  };
  return (
    <FormDialog open title={text.addTitle} busy={add.isPending} onClose={onClose}>
      <SchemaForm<Draft>
        schema={schema}
        uiSchema={uiSchema}
        formData={draft}
        onChange={(data) => {
          if (data !== undefined) setDraft(data);
        }}
        loading={users.isPending}
        submitLabel={text.add}
        submitting={add.isPending}
        error={add.isError ? frenchErrorOf(add.error) : null}
        onSubmit={(data) => {
          if (data?.userId === undefined) return;
          const { userId, ...flags } = data;
          add.mutate({ id: campaignId, userId, data: flags });
        }}
      />
    </FormDialog>
  );
}
