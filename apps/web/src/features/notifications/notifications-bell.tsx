import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import { useId, useState } from 'react';
import { lazyAfterPaint } from '../../shared/lazy/lazy-after-paint.js';
import { badgeText, notificationsMessages as text } from './messages.js';
import { useUnreadCount } from './use-notifications.js';

// The panel (its list, filters and relative dates) loads when the bell first opens it, not with
// every page's app bar.
function PanelLoading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 3, width: '100%' }}>
      <CircularProgress aria-label={text.loading} />
    </Box>
  );
}

const NotificationsPanel = lazyAfterPaint(
  async () => (await import('./notifications-panel.js')).NotificationsPanel,
  <PanelLoading />,
);

/**
 * The app bar's bell: the unread count as a badge (kept fresh, see useUnreadCount) and the panel of
 * notifications, in a popover under the bell or, on mobile, a drawer.
 */
export function NotificationsBell({ isMobile }: { isMobile: boolean }) {
  const unread = useUnreadCount();
  const unreadCount = unread.data ?? 0;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  const isOpen = anchor !== null;
  const close = () => {
    setAnchor(null);
  };
  const paper = { role: 'dialog', 'aria-labelledby': titleId };
  const panel = <NotificationsPanel titleId={titleId} unreadCount={unreadCount} onClose={close} />;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={text.bellLabel(unreadCount)}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={(event) => {
          setAnchor(event.currentTarget);
        }}
      >
        {/*
          No badge at all at 0: MUI keeps the last number in a hidden badge (for its animation),
          and a button's visible text must be part of its accessible name.
        */}
        {unreadCount === 0 ? (
          <NotificationsIcon />
        ) : (
          <Badge badgeContent={badgeText(unreadCount)} color="error">
            <NotificationsIcon />
          </Badge>
        )}
      </IconButton>
      {isMobile ? (
        <Drawer
          anchor="right"
          open={isOpen}
          onClose={close}
          slotProps={{ paper: { ...paper, sx: { width: 'min(100vw, 420px)' } } }}
        >
          {panel}
        </Drawer>
      ) : (
        <Popover
          open={isOpen}
          anchorEl={anchor}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{
            paper: { ...paper, sx: { width: 420, maxHeight: '70vh', display: 'flex' } },
          }}
        >
          {panel}
        </Popover>
      )}
    </>
  );
}
