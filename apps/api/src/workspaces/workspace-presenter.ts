import type { components } from '@chaussee/sdk';
import { toUserSummary } from '../users/user-presenter.js';
import type { WorkspaceSummaryView, WorkspaceView } from './workspace.repository.js';

type WorkspaceSummary = components['schemas']['WorkspaceSummary'];
type Workspace = components['schemas']['Workspace'];

/** A workspace as the projects lists show it. */
export function toWorkspaceSummary(view: WorkspaceSummaryView): WorkspaceSummary {
  const { workspace } = view;
  return {
    id: workspace.id,
    name: workspace.name,
    isArchived: workspace.isArchived,
    site: { id: view.site.id, name: view.site.name },
    organization: { id: view.organization.id, name: view.organization.name },
    campaignsCount: view.campaignsCount,
    createdAt: workspace.createdAt.toISOString(),
  };
}

/** A workspace in full, as its page shows it. */
export function toWorkspace(view: WorkspaceView): Workspace {
  const { workspace } = view;
  return {
    ...toWorkspaceSummary(view),
    description: workspace.description,
    customerReference: workspace.customerReference,
    createdBy: view.createdBy && toUserSummary(view.createdBy),
    members: view.members.map(toUserSummary),
    updatedAt: workspace.updatedAt.toISOString(),
  };
}
