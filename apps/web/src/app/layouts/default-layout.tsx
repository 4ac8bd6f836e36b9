import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useAbility } from '@chaussee/permissions/react';
import { breakpoints } from '@chaussee/ui';
import { useState } from 'react';
import { Link as RouterLink, NavLink, Outlet, useNavigate } from 'react-router';
import { guestDashboardPath } from '../../shared/routes/route-table.js';
import { NotificationsBell } from '../../features/notifications/notifications-bell.js';
import { useSession, useSessionStore } from '../../shared/session/session-context.js';
import { AccountMenu } from './account-menu.js';
import { ImpersonationBanner } from './impersonation-banner.js';
import { layoutMessages } from './messages.js';
import { navigationItemsFor } from './navigation.js';

/**
 * Ends a guest session and opens login, where the visitor may sign in with an account of their
 * own (a guest is signed in: login would otherwise send them away).
 */
function LeaveGuestAccess() {
  const session = useSessionStore();
  const navigate = useNavigate();
  return (
    <Button
      color="inherit"
      variant="outlined"
      onClick={() => {
        session.signOut();
        void navigate('/login');
      }}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {layoutMessages.leaveGuestAccess}
    </Button>
  );
}

/** App bar with rights-driven navigation (a drawer below lg, spec section 9), content, footer. */
export function DefaultLayout() {
  const { status, isGuest, user } = useSession();
  const ability = useAbility();
  const isMobile = useMediaQuery(`(max-width: ${breakpoints.lg - 0.05}px)`);
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const isSignedIn = status === 'authenticated';
  const items = isSignedIn && !isGuest ? navigationItemsFor(ability) : [];
  // A guest's home is its campaign, never the staff's projects.
  const home = isGuest && user?.campaign ? guestDashboardPath(user.campaign) : '/';

  return (
    <Stack sx={{ minHeight: '100vh' }}>
      <AppBar position="static" component="header">
        <Toolbar>
          {isMobile && items.length > 0 && (
            <IconButton
              color="inherit"
              edge="start"
              aria-label={layoutMessages.openMenu}
              onClick={() => {
                setDrawerOpen(true);
              }}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Typography
            variant="h6"
            component={RouterLink}
            to={home}
            sx={{ color: 'inherit', textDecoration: 'none', mr: 3 }}
          >
            {layoutMessages.productName}
          </Typography>
          {!isMobile && (
            <Box
              component="nav"
              aria-label={layoutMessages.navigation}
              sx={{ display: 'flex', gap: 1 }}
            >
              {items.map((item) => (
                <Button key={item.to} color="inherit" component={NavLink} to={item.to}>
                  {item.label}
                </Button>
              ))}
            </Box>
          )}
          <Box sx={{ flexGrow: 1 }} />
          {isSignedIn && !isGuest && <NotificationsBell isMobile={isMobile} />}
          {isSignedIn && isGuest && <LeaveGuestAccess />}
          {isSignedIn && !isGuest && <AccountMenu />}
          {!isSignedIn && (
            <Button color="inherit" component={RouterLink} to="/login">
              {layoutMessages.signIn}
            </Button>
          )}
        </Toolbar>
      </AppBar>
      <Drawer
        open={isMobile && isDrawerOpen}
        onClose={() => {
          setDrawerOpen(false);
        }}
      >
        <List component="nav" aria-label={layoutMessages.navigation} sx={{ width: 260 }}>
          {items.map((item) => (
            <ListItemButton
              key={item.to}
              component={NavLink}
              to={item.to}
              onClick={() => {
                setDrawerOpen(false);
              }}
            >
              {item.label}
            </ListItemButton>
          ))}
        </List>
      </Drawer>
      <ImpersonationBanner />
      <Container component="main" maxWidth="xl" sx={{ py: 3, flexGrow: 1 }}>
        <Outlet />
      </Container>
      <Stack
        component="footer"
        direction="row"
        spacing={2}
        sx={{ justifyContent: 'center', py: 2 }}
      >
        <Link component={RouterLink} to="/legal-statement" variant="body2">
          {layoutMessages.legalStatement}
        </Link>
        {!isGuest && (
          <Link component={RouterLink} to="/versions" variant="body2">
            {layoutMessages.versions}
          </Link>
        )}
      </Stack>
    </Stack>
  );
}
