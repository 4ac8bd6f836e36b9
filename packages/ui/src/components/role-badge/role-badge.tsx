import type { components } from '@chaussee/sdk';
import { labelOf } from '@chaussee/validation';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import type { StatusTone } from '../../theme/status-tones.js';

type Role = components['schemas']['Role'];

/** Administrators stand out, staff and customers are told apart, the rest stays quiet. */
const roleTones = {
  ROLE_SUPER_ADMIN: 'error',
  ROLE_ADMIN: 'error',
  ROLE_NEXTROAD_ADMIN: 'warning',
  ROLE_NEXTROAD_MAIN: 'info',
  ROLE_NEXTROAD_USER: 'info',
  ROLE_CUSTOMER_MAIN: 'progress',
  ROLE_CUSTOMER_SUPERVISOR: 'progress',
  ROLE_CUSTOMER_USER: 'progress',
  ROLE_USER: 'neutral',
  ROLE_READ_ONLY: 'neutral',
  ROLE_ACCESS_STATS: 'success',
} as const satisfies Record<Role, StatusTone>;

export interface RoleBadgeProps {
  role: Role;
  loading?: boolean;
  disabled?: boolean;
}

/** A user's role with its French label (from @chaussee/validation). */
export function RoleBadge({ role, loading = false, disabled = false }: RoleBadgeProps) {
  if (loading) return <Skeleton variant="rounded" width={110} height={24} />;
  const tone = roleTones[role];
  return (
    <Chip
      size="small"
      variant="outlined"
      label={labelOf('Role', role)}
      disabled={disabled}
      aria-disabled={disabled || undefined}
      sx={(theme) => ({
        borderColor: theme.palette.status[tone].contrastText,
        color: theme.palette.status[tone].contrastText,
        bgcolor: theme.palette.status[tone].main,
      })}
    />
  );
}
