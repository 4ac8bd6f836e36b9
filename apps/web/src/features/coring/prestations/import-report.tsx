import type { LaboratoryOrderSyncResult } from '@chaussee/sdk/react';
import { StatusChip } from '@chaussee/ui';
import { labelOf } from '@chaussee/validation';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { prestationsMessages as text } from './messages.js';

/** What an import of results did: results received, campaign status, orders and their errors. */
export function ImportReport({ report }: { report: LaboratoryOrderSyncResult }) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Typography id={titleId} variant="h6" component="h3">
        {text.reportTitle}
      </Typography>
      <Typography>{text.reportResults(report.resultsImported)}</Typography>
      <Typography>{text.reportStatus(labelOf('CampaignStatus', report.campaignStatus))}</Typography>
      {report.orders.length > 0 && (
        <List dense aria-label={text.reportOrders}>
          {report.orders.map((order) => (
            <ListItem
              key={order.id}
              secondaryAction={<StatusChip kind="order" status={order.status} />}
            >
              <ListItemText primary={text.reportOrder(order.provider.name, order.reference)} />
            </ListItem>
          ))}
        </List>
      )}
      {report.errors.length === 0 ? (
        <Alert severity="success">{text.reportNoError}</Alert>
      ) : (
        <Alert severity="error">
          {text.reportErrors}
          <ul>
            {report.errors.map((error) => (
              <li key={error.laboratoryOrderId}>{error.message}</li>
            ))}
          </ul>
        </Alert>
      )}
    </Paper>
  );
}
