import type { WorkspaceWithCampaigns } from '@chaussee/sdk/react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { workspacePath } from '../../shared/routes/campaign-paths.js';
import { CampaignLine } from './campaign-line.js';
import { projectsMessages as text } from './messages.js';
import { WorkspaceActions } from './workspace-actions.js';

/** A workspace of « Mes projets » with the campaigns matching the filters. */
export function WorkspaceCard({ workspace }: { workspace: WorkspaceWithCampaigns }) {
  const headingId = useId();
  return (
    <Card component="article" aria-labelledby={headingId} variant="outlined">
      <CardHeader
        title={
          <Link component={RouterLink} to={workspacePath(workspace.id)} id={headingId}>
            {workspace.name}
          </Link>
        }
        subheader={`${workspace.organization.name} · ${workspace.site.name} · ${text.campaignsCount(workspace.campaignsCount)}`}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={<WorkspaceActions workspace={workspace} />}
      />
      <CardContent sx={{ pt: 0 }}>
        {workspace.campaigns.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {text.noCampaign}
          </Typography>
        ) : (
          <Box
            component="ul"
            aria-label={text.campaignsOf(workspace.name)}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {workspace.campaigns.map((campaign) => (
              <CampaignLine key={campaign.id} campaign={campaign} />
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
