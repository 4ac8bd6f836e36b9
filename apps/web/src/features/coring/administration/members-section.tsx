import { useAbility } from '@chaussee/permissions/react';
import {
  getListCampaignMembershipsQueryKey,
  useListCampaignMemberships,
  type Member,
} from '@chaussee/sdk/react';
import { ConfirmDialog, DataGrid } from '@chaussee/ui';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { personName } from '../../../shared/forms/choices.js';
import { AddMemberDialog } from './add-member-dialog.js';
import { memberColumns } from './member-columns.js';
import { MembersGridContext, type MembersGridActions } from './members-context.js';
import { administrationMessages as text } from './messages.js';
import { MEMBERS_LIMIT, useMemberMutations } from './use-member-mutations.js';

/**
 * The users assigned to the campaign with their team, diffusion and main-customer flags; adding,
 * removing and switching them follow the rights « members add, remove and rights ».
 */
export function MembersSection({ campaignId }: { campaignId: string }) {
  const ability = useAbility();
  const queryClient = useQueryClient();
  const members = useListCampaignMemberships(campaignId, { limit: MEMBERS_LIMIT });
  const { setFlag, removeFromCampaign } = useMemberMutations(campaignId);
  const [isAdding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Member | null>(null);
  const mayEditRights = ability.can('editRights', 'Member');
  const mayRemove = ability.can('remove', 'Member');
  const actions = useMemo<MembersGridActions>(
    () => ({ mayEditRights, mayRemove, setFlag, askRemove: setRemoving }),
    [mayEditRights, mayRemove, setFlag],
  );
  const items = members.data?.data.items;
  return (
    // Not a landmark of its own: the grid below is the region « Membres de la campagne ».
    <Stack spacing={2} component="section">
      {/* On a phone the button goes under the title rather than breaking its own text. */}
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {text.membersTitle}
        </Typography>
        {ability.can('add', 'Member') && (
          <Button
            variant="contained"
            startIcon={<PersonAddIcon />}
            sx={{ whiteSpace: 'nowrap' }}
            onClick={() => {
              setAdding(true);
            }}
          >
            {text.addMember}
          </Button>
        )}
      </Stack>
      <MembersGridContext value={actions}>
        <DataGrid<Member>
          label={text.membersLabel}
          rows={items}
          columns={memberColumns}
          getRowId={(member) => member.id}
          loading={members.isPending}
          error={members.isError ? text.membersFailed : null}
          emptyMessage={text.noMember}
          height={420}
        />
      </MembersGridContext>
      {isAdding && (
        <AddMemberDialog
          campaignId={campaignId}
          memberIds={(items ?? []).map((member) => member.user.id)}
          onAdded={() =>
            queryClient.invalidateQueries({
              queryKey: getListCampaignMembershipsQueryKey(campaignId),
            })
          }
          onClose={() => {
            setAdding(false);
          }}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        destructive
        title={text.removeTitle(removing === null ? '' : personName(removing.user))}
        message={text.removeMessage}
        confirmLabel={text.removeConfirm}
        onCancel={() => {
          setRemoving(null);
        }}
        onConfirm={() => {
          if (removing !== null) removeFromCampaign(removing);
          setRemoving(null);
        }}
      />
    </Stack>
  );
}
