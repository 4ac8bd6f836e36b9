import type { Notification } from '@chaussee/sdk/react';
import { EmptyState } from '@chaussee/ui';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { campaignPath } from '../../shared/routes/campaign-paths.js';
import { notificationsMessages as text } from './messages.js';
import { NotificationItem } from './notification-item.js';
import type { ReadStateFilter } from './notification-pages.js';
import { useNotificationActions } from './use-notification-actions.js';
import { useNotificationPages } from './use-notifications.js';

const FILTERS: readonly ReadStateFilter[] = ['all', 'unread'];

function isFilter(value: unknown): value is ReadStateFilter {
  return FILTERS.some((filter) => filter === value);
}

interface NotificationsPanelProps {
  /** The id of the panel's title, which names the popover or drawer around it. */
  titleId: string;
  unreadCount: number;
  onClose: () => void;
}

/**
 * The notifications, newest first, 10 at a time: filter, « Tout marquer comme lu », and each one
 * marked read when opened (its campaign too, when it names one).
 */
export function NotificationsPanel({ titleId, unreadCount, onClose }: NotificationsPanelProps) {
  const [filter, setFilter] = useState<ReadStateFilter>('all');
  const pages = useNotificationPages(filter);
  const actions = useNotificationActions();
  const navigate = useNavigate();
  const closeButton = useRef<HTMLButtonElement>(null);
  const now = new Date();

  const open = (notification: Notification) => {
    if (!notification.isRead) actions.markRead(notification.id);
    if (notification.campaign !== null) {
      onClose();
      void navigate(campaignPath(notification.campaign));
    }
  };

  return (
    <Stack sx={{ minHeight: 0, width: '100%' }}>
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, pt: 1.5 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {text.title}
        </Typography>
        <IconButton ref={closeButton} aria-label={text.close} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}
      >
        <ToggleButtonGroup
          exclusive
          size="small"
          value={filter}
          aria-label={text.filterLabel}
          onChange={(_event, value: unknown) => {
            if (isFilter(value)) setFilter(value);
          }}
        >
          {FILTERS.map((choice) => (
            <ToggleButton key={choice} value={choice}>
              {text.filters[choice]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Button
          size="small"
          disabled={unreadCount === 0 || actions.isMarkingAll}
          onClick={() => {
            // The button is disabled once nothing is unread: keep the focus in the panel, so that
            // Escape still closes it and the keyboard user is not sent back to the page's start.
            closeButton.current?.focus();
            actions.markAllRead();
          }}
        >
          {text.markAllRead}
        </Button>
      </Stack>
      <Box sx={{ overflowY: 'auto' }}>
        {pages.isPending ? (
          <Box role="status" aria-label={text.loading} sx={{ py: 4, textAlign: 'center' }}>
            <CircularProgress size={28} />
          </Box>
        ) : pages.isError ? (
          <EmptyState
            variant="error"
            title={text.loadFailed}
            action={
              <Button onClick={() => void pages.refetch()} disabled={pages.isFetching}>
                {text.retry}
              </Button>
            }
          />
        ) : pages.notifications.length === 0 ? (
          <EmptyState title={filter === 'unread' ? text.emptyUnread : text.empty} />
        ) : (
          <List disablePadding aria-labelledby={titleId}>
            {pages.notifications.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                now={now}
                onOpen={open}
              />
            ))}
          </List>
        )}
        {pages.hasNextPage && (
          <Box sx={{ textAlign: 'center', py: 1 }}>
            <Button onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
              {text.showMore}
            </Button>
          </Box>
        )}
      </Box>
    </Stack>
  );
}
