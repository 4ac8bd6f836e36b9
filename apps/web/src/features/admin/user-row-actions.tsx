import { mayActOnAccount, type AccountAction } from '@chaussee/permissions';
import {
  getListUsersQueryKey,
  useCreateUserRecoveryLink,
  useDeleteUser,
  type User,
} from '@chaussee/sdk/react';
import { ConfirmDialog, toast } from '@chaussee/ui';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { frenchErrorOf } from '../../shared/api/french-error.js';
import type { AdminRights } from './admin-rights.js';
import { adminMessages as text } from './messages.js';
import { accountFactsOf } from './user-form.js';

interface UserRowActionsProps {
  user: User;
  rights: AdminRights;
  onEdit: (user: User) => void;
}

/**
 * The actions on one account, each offered only when the account rule of packages/permissions
 * (the one the API enforces) allows it: edit, send or copy the invite link, delete after a
 * confirmation.
 */
export function UserRowActions({ user, rights, onEdit }: UserRowActionsProps) {
  const queryClient = useQueryClient();
  const [isConfirming, setConfirming] = useState(false);
  const facts = accountFactsOf(user);
  const may = (action: AccountAction) => mayActOnAccount(rights.actor, facts, action);
  const name = `${user.firstName} ${user.lastName}`;
  const link = useCreateUserRecoveryLink({
    mutation: {
      onSuccess: async (answer, variables) => {
        const url = answer.data.url;
        if (variables.params?.sendEmail === true || url === undefined) {
          if (answer.data.emailSent) toast.success(text.inviteSent);
          return;
        }
        try {
          await navigator.clipboard.writeText(url);
          toast.success(text.inviteCopied);
        } catch {
          toast.error(text.inviteCopyFailed);
        }
      },
    },
  });
  const remove = useDeleteUser({
    mutation: {
      meta: { isErrorShownInline: true },
      onSuccess: async () => {
        setConfirming(false);
        toast.success(text.userDeleted);
        await queryClient.invalidateQueries({ queryKey: getListUsersQueryKey() });
      },
    },
  });
  return (
    <Stack direction="row" spacing={0.5} role="group" aria-label={text.userActions(name)}>
      {may('update') && (
        <Tooltip title={text.edit}>
          <IconButton
            size="small"
            aria-label={`${text.edit} ${name}`}
            onClick={() => {
              onEdit(user);
            }}
          >
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {may('sendInviteLink') && (
        <Tooltip title={text.sendInvite}>
          <IconButton
            size="small"
            disabled={link.isPending}
            aria-label={`${text.sendInvite} à ${name}`}
            onClick={() => {
              link.mutate({ id: user.id, data: {}, params: { sendEmail: true } });
            }}
          >
            <SendOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {may('copyInviteLink') && (
        <Tooltip title={text.copyInvite}>
          <IconButton
            size="small"
            disabled={link.isPending}
            aria-label={`${text.copyInvite} de ${name}`}
            onClick={() => {
              link.mutate({ id: user.id, data: {}, params: { sendEmail: false } });
            }}
          >
            <ContentCopyIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {may('delete') && (
        <Tooltip title={text.delete}>
          <IconButton
            size="small"
            color="error"
            aria-label={`${text.delete} ${name}`}
            onClick={() => {
              remove.reset();
              setConfirming(true);
            }}
          >
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <ConfirmDialog
        open={isConfirming}
        destructive
        title={text.deleteUserTitle}
        message={text.deleteUserMessage(name)}
        confirmLabel={text.delete}
        loading={remove.isPending}
        error={remove.isError ? frenchErrorOf(remove.error) : null}
        onCancel={() => {
          setConfirming(false);
        }}
        onConfirm={() => {
          remove.mutate({ id: user.id });
        }}
      />
    </Stack>
  );
}
