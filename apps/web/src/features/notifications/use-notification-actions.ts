import type { ApiError } from '@chaussee/sdk';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  type NotificationPage,
} from '@chaussee/sdk/react';
import { toast } from '@chaussee/ui';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { frenchErrorOf } from '../../shared/api/french-error.js';
import { notificationsMessages as text } from './messages.js';
import { withAllRead, withOneRead } from './notification-pages.js';
import {
  notificationPagesKey,
  notificationsKey,
  unreadCountKey,
  type NotificationPages,
  type NotificationsAnswer,
} from './use-notifications.js';

/** What every notifications query held before an optimistic change. */
interface Snapshot {
  entries: [QueryKey, unknown][];
}

/**
 * Marking read, shown at once in the panel and the badge (optimistic) and undone with a French
 * toast when the server refuses; then every notifications query is read again.
 */
export function useNotificationActions() {
  const queryClient = useQueryClient();

  const optimistically = async (
    change: (page: NotificationPage) => NotificationPage,
  ): Promise<Snapshot> => {
    await queryClient.cancelQueries({ queryKey: notificationsKey });
    const entries = queryClient.getQueriesData({ queryKey: notificationsKey });
    queryClient.setQueriesData<NotificationPages>({ queryKey: notificationPagesKey }, (old) =>
      old === undefined
        ? old
        : { ...old, pages: old.pages.map((answer) => ({ ...answer, data: change(answer.data) })) },
    );
    queryClient.setQueryData<NotificationsAnswer>(unreadCountKey, (old) =>
      old === undefined ? old : { ...old, data: change(old.data) },
    );
    return { entries };
  };
  const rollback = (snapshot: Snapshot | undefined) => {
    for (const [key, data] of snapshot?.entries ?? []) queryClient.setQueryData(key, data);
  };
  const settle = () => queryClient.invalidateQueries({ queryKey: notificationsKey });

  const markOne = useMarkNotificationRead<ApiError, Snapshot>({
    mutation: {
      meta: { isErrorShownInline: true },
      onMutate: ({ id }) => optimistically((page) => withOneRead(page, id)),
      onError: (error, _variables, snapshot) => {
        rollback(snapshot);
        toast.error(text.markReadFailed(frenchErrorOf(error)));
      },
      onSettled: settle,
    },
  });
  const markAll = useMarkAllNotificationsRead<ApiError, Snapshot>({
    mutation: {
      meta: { isErrorShownInline: true },
      onMutate: () => optimistically(withAllRead),
      onError: (error, _variables, snapshot) => {
        rollback(snapshot);
        toast.error(text.markAllReadFailed(frenchErrorOf(error)));
      },
      onSettled: settle,
    },
  });

  return {
    markRead: (id: string) => {
      markOne.mutate({ id, data: { isRead: true } });
    },
    markAllRead: () => {
      markAll.mutate({ data: { isRead: true } });
    },
    isMarkingAll: markAll.isPending,
  };
}
