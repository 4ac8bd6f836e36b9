import { useAddCampaignMember, useListUsers, type CampaignMemberInput } from '@chaussee/sdk/react';
import { SchemaForm, toast } from '@chaussee/ui';
import { useState } from 'react';
import { frenchErrorOf } from '../../../shared/api/french-error.js';
import { contractForm } from '../../../shared/contract/contract-schemas.js';
import { userChoices } from '../../../shared/forms/choices.js';
import { FormDialog } from '../../../shared/forms/form-dialog.js';
import { administrationMessages as text } from './messages.js';
import campaignMemberInputContract from 'virtual:chaussee-contract-schemas/CampaignMemberInput';

const USERS_LIMIT = 200;
/**
 * POST /campaigns/{id}/users/{userId}: the body is the contract's CampaignMemberInput; the user,
 * a path parameter of the operation (a uuid), is chosen in the same form.
 */
const form = contractForm(campaignMemberInputContract, {
  extra: { userId: { type: 'string', format: 'uuid' } },
  alsoRequired: ['userId'],
});

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
  const uiSchema = form.uiSchema({
    order: ['userId'],
    fields: {
      userId: {
        title: text.userField,
        choices: userChoices(
          (users.data?.data.member ?? []).filter((user) => !memberIds.includes(user.id)),
        ),
      },
      isTeamMember: { help: text.flagHelp.isTeamMember },
      isDiffused: { help: text.flagHelp.isDiffused },
      isMainCustomer: { help: text.flagHelp.isMainCustomer },
    },
  });
  return (
    <FormDialog open title={text.addTitle} busy={add.isPending} onClose={onClose}>
      <SchemaForm<Draft>
        schema={form.schema}
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
