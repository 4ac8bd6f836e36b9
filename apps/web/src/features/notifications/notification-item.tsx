import type { Notification } from '@chaussee/sdk/react';
import { formatDateTime } from '@chaussee/ui';
import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { personName } from '../../shared/forms/choices.js';
import { notificationsMessages as text } from './messages.js';
import { relativeDate } from './relative-date.js';

const line = { display: 'block' } as const;

/** One notification: unread dot, title, message, who and when; a button that opens it. */
export function NotificationItem({
  notification,
  now,
  onOpen,
}: {
  notification: Notification;
  now: Date;
  onOpen: (notification: Notification) => void;
}) {
  const { title, message, actor, createdAt, isRead } = notification;
  return (
    <ListItem disablePadding divider data-read={isRead}>
      <ListItemButton
        alignItems="flex-start"
        onClick={() => {
          onOpen(notification);
        }}
      >
        <Box sx={{ width: 20, pt: 1, flexShrink: 0 }}>
          {!isRead && (
            <Box
              component="span"
              role="img"
              aria-label={text.unread}
              sx={{
                display: 'block',
                width: 8,
                height: 8,
                borderRadius: '50%',
                bgcolor: 'primary.main',
              }}
            />
          )}
        </Box>
        <ListItemText
          primary={title}
          slotProps={{ primary: { sx: { fontWeight: isRead ? 'normal' : 'bold' } } }}
          secondary={
            <>
              <Box component="span" sx={line}>
                {message}
              </Box>
              <Box component="span" sx={{ ...line, mt: 0.5 }}>
                {actor && `${text.byActor(personName(actor))} · `}
                <time dateTime={createdAt} title={formatDateTime(createdAt) ?? undefined}>
                  {relativeDate(createdAt, now)}
                </time>
              </Box>
            </>
          }
        />
      </ListItemButton>
    </ListItem>
  );
}
