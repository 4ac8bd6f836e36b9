import { useAbility } from '@chaussee/permissions/react';
import AccountCircle from '@mui/icons-material/AccountCircle';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession, useSessionStore } from '../../shared/session/session-context.js';
import { useColorMode, type ColorModeChoice } from '../color-mode.js';
import { layoutMessages } from './messages.js';

const MODES: readonly ColorModeChoice[] = ['light', 'dark', 'system'];

/**
 * Who is signed in (name and e-mail, the sign-in name), profile (account settings, ROLE_USER's:
 * not for a READ_ONLY account), colour mode and sign-out.
 */
export function AccountMenu() {
  const { user, isGuest } = useSession();
  // Account settings are a user's (ROLE_USER, not READ_ONLY); a guest has no account at all (and
  // is kept off staff screens).
  const canOpenSettings = useAbility().can('open', 'AccountSettings') && !isGuest;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [mode, setMode] = useColorMode();
  const session = useSessionStore();
  const navigate = useNavigate();
  const close = () => {
    setAnchor(null);
  };
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={layoutMessages.accountMenu}
        aria-haspopup="menu"
        onClick={(event) => {
          setAnchor(event.currentTarget);
        }}
      >
        <AccountCircle />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        {user && (
          <Box data-testid="account-identity" sx={{ px: 2, pt: 1, pb: 1.5 }}>
            <Typography variant="subtitle2">{`${user.firstName} ${user.lastName}`}</Typography>
            <Typography variant="body2" color="text.secondary">
              {user.email}
            </Typography>
          </Box>
        )}
        {user && <Divider />}
        {canOpenSettings && [
          <MenuItem
            key="profile"
            onClick={() => {
              close();
              void navigate('/profile');
            }}
          >
            {layoutMessages.profile}
          </MenuItem>,
          <Divider key="profile-divider" />,
        ]}
        <ListSubheader>{layoutMessages.colorMode}</ListSubheader>
        {MODES.map((choice) => (
          <MenuItem
            key={choice}
            selected={choice === mode}
            data-color-mode={choice}
            onClick={() => {
              setMode(choice);
              close();
            }}
          >
            {layoutMessages.colorModes[choice]}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            session.signOut();
            void navigate('/login');
          }}
        >
          {layoutMessages.signOut}
        </MenuItem>
      </Menu>
    </>
  );
}
