import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { messages } from '../../messages.js';

export interface PageHeaderCrumb {
  label: string;
  /** Absent for the current page. */
  href?: string;
}

export interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  breadcrumbs?: readonly PageHeaderCrumb[];
  /** Shown next to the title, e.g. a StatusChip. */
  status?: ReactNode;
  /** Buttons of the page, at the right (below the title on narrow screens). */
  actions?: ReactNode;
  /** While the page's data loads: the title and subtitle are placeholders. */
  loading?: boolean;
}

/** The top of a screen: where the user is, what it is, and what they can do. */
export function PageHeader({
  title,
  subtitle,
  breadcrumbs,
  status,
  actions,
  loading = false,
}: PageHeaderProps) {
  return (
    <Box component="header" aria-busy={loading} sx={{ mb: 3 }}>
      {breadcrumbs && breadcrumbs.length > 0 && (
        <Breadcrumbs aria-label={messages.pageHeader.breadcrumbs} sx={{ mb: 1 }}>
          {breadcrumbs.map((crumb) =>
            crumb.href === undefined ? (
              <Typography key={crumb.label} color="text.primary" aria-current="page">
                {crumb.label}
              </Typography>
            ) : (
              <Link key={crumb.label} href={crumb.href} underline="hover" color="inherit">
                {crumb.label}
              </Link>
            ),
          )}
        </Breadcrumbs>
      )}
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { xs: 'flex-start', md: 'center' },
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <Typography variant="h1">{loading ? <Skeleton width={280} /> : title}</Typography>
            {!loading && status}
          </Box>
          {subtitle !== undefined && (
            <Typography variant="body1" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
              {loading ? <Skeleton width={200} /> : subtitle}
            </Typography>
          )}
        </Box>
        {actions !== undefined && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>
        )}
      </Box>
    </Box>
  );
}
