import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Why there is nothing to show: nothing yet, nothing matches the filters, or it failed. */
export type EmptyStateVariant = 'empty' | 'no-results' | 'error';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  variant?: EmptyStateVariant;
  /** What the user can do next, e.g. a "create" or "retry" button. */
  action?: ReactNode;
  /** Heading level of the title in the page's outline. */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

const icons: Record<EmptyStateVariant, typeof InboxOutlinedIcon> = {
  empty: InboxOutlinedIcon,
  'no-results': SearchOffIcon,
  error: ErrorOutlineIcon,
};

/** The placeholder of a list, table, chart or map with nothing to show. */
export function EmptyState({
  title,
  description,
  variant = 'empty',
  action,
  headingLevel = 'h3',
}: EmptyStateProps) {
  const Icon = icons[variant];
  return (
    <Box
      role={variant === 'error' ? 'alert' : 'status'}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1,
        py: 4,
        px: 2,
      }}
    >
      <Icon
        aria-hidden
        sx={{ fontSize: 48, color: variant === 'error' ? 'error.main' : 'text.secondary' }}
      />
      <Typography variant="h6" component={headingLevel}>
        {title}
      </Typography>
      {description !== undefined && (
        <Typography variant="body2" color="text.secondary" component="div">
          {description}
        </Typography>
      )}
      {action !== undefined && <Box sx={{ mt: 1 }}>{action}</Box>}
    </Box>
  );
}
