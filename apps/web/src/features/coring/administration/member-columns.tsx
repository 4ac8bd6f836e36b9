import type { Member } from '@chaussee/sdk/react';
import type { DataGridProps } from '@chaussee/ui';
import { fieldLabelOf } from '@chaussee/validation';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import type { ComponentType } from 'react';
import { contractColumns } from '../../../shared/contract/contract-schemas.js';
import { personName } from '../../../shared/forms/choices.js';
import { useMembersGridActions, type MemberFlag } from './members-context.js';
import { administrationMessages as text } from './messages.js';
import memberContract from 'virtual:chaussee-contract-schemas/Member';

interface MemberCellProps {
  data?: Member;
}

function flagCell(flag: MemberFlag): ComponentType<MemberCellProps> {
  return function FlagCell({ data }: MemberCellProps) {
    const { mayEditRights, setFlag } = useMembersGridActions();
    if (data === undefined) return null;
    return (
      <Switch
        size="small"
        checked={data[flag]}
        disabled={!mayEditRights}
        slotProps={{
          input: {
            'aria-label': text.flag(fieldLabelOf('Member', flag) ?? flag, personName(data.user)),
          },
        }}
        onChange={(event) => {
          setFlag(data, flag, event.target.checked);
        }}
      />
    );
  };
}

function RemoveCell({ data }: MemberCellProps) {
  const { mayRemove, askRemove } = useMembersGridActions();
  if (data === undefined || !mayRemove) return null;
  return (
    <IconButton
      size="small"
      color="error"
      aria-label={text.remove(personName(data.user))}
      onClick={() => {
        askRemove(data);
      }}
    >
      <PersonRemoveOutlinedIcon fontSize="small" />
    </IconButton>
  );
}

/** The members grid: the contract's Member with the user's name, switches for the flags. */
export const memberColumns: DataGridProps<Member>['columns'] = [
  ...contractColumns<Member>(memberContract, {
    order: ['user', 'isTeamMember', 'isDiffused', 'isMainCustomer', 'createdAt'],
    overrides: {
      user: {
        valueGetter: ({ data }) =>
          data === undefined ? '' : `${personName(data.user)} (${data.user.email})`,
        filter: 'agTextColumnFilter',
        minWidth: 260,
        flex: 2,
      },
      isTeamMember: { cellRenderer: flagCell('isTeamMember') },
      isDiffused: { cellRenderer: flagCell('isDiffused') },
      isMainCustomer: { cellRenderer: flagCell('isMainCustomer') },
    },
  }),
  {
    colId: 'actions',
    headerName: text.actions,
    cellRenderer: RemoveCell,
    sortable: false,
    filter: false,
    maxWidth: 120,
  },
];
