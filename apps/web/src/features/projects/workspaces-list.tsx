import { EmptyState } from '@chaussee/ui';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { projectsMessages as text } from './messages.js';
import type { useUserWorkspaces } from './use-user-workspaces.js';
import { hasActiveFilters, type WorkspaceFilters } from './workspace-filters.js';
import { WorkspaceCard } from './workspace-card.js';

interface WorkspacesListProps {
  workspaces: ReturnType<typeof useUserWorkspaces>;
  filters: WorkspaceFilters;
  isArchived: boolean;
}

/**
 * The workspace cards, with the next page loaded when the end of the list comes into view (and a
 * button for keyboards and browsers without IntersectionObserver).
 */
export function WorkspacesList({ workspaces, filters, isArchived }: WorkspacesListProps) {
  const sentinel = useRef<HTMLButtonElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = workspaces;

  useEffect(() => {
    const element = sentinel.current;
    if (element === null || !hasNextPage || typeof IntersectionObserver === 'undefined') {
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) {
        void fetchNextPage();
      }
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (workspaces.isPending) {
    return (
      <Stack spacing={2} role="status" aria-label={text.listLabel}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} variant="rounded" height={120} />
        ))}
      </Stack>
    );
  }
  if (workspaces.workspaces.length === 0) {
    if (hasActiveFilters(filters)) {
      return (
        <EmptyState variant="no-results" title={text.noMatchTitle} description={text.noMatch} />
      );
    }
    return isArchived ? (
      <EmptyState title={text.emptyArchivedTitle} />
    ) : (
      <EmptyState title={text.emptyActiveTitle} description={text.emptyActive} />
    );
  }
  return (
    <Box component="section" aria-label={text.listLabel}>
      <Stack spacing={2}>
        {workspaces.workspaces.map((workspace) => (
          <WorkspaceCard key={workspace.id} workspace={workspace} />
        ))}
      </Stack>
      <Stack sx={{ alignItems: 'center', mt: 3, gap: 1 }}>
        <Typography variant="body2" color="text.secondary" role="status">
          {text.shownCount(workspaces.workspaces.length, workspaces.total ?? 0)}
        </Typography>
        {hasNextPage && (
          <Button
            ref={sentinel}
            variant="outlined"
            disabled={isFetchingNextPage}
            onClick={() => {
              void fetchNextPage();
            }}
          >
            {isFetchingNextPage ? text.loadingMore : text.loadMore}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
