import {
  getListCampaignCategoriesQueryKey,
  useConfigureCampaignDashboard,
  type DashboardCategory,
} from '@chaussee/sdk/react';
import { toast } from '@chaussee/ui';
import { labels } from '@chaussee/validation';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { frenchErrorOf } from '../../shared/api/french-error.js';
import {
  configurationBody,
  configurationOf,
  hideChart,
  moveChart,
  setVisibleToCustomers,
  showChart,
  type DashboardConfiguration,
} from './dashboard-configuration.js';
import { dashboardMessages as text } from './messages.js';

interface ConfigureDashboardDialogProps {
  campaignId: string;
  categories: readonly DashboardCategory[];
  onClose: () => void;
}

/**
 * The dashboard's configuration (right « configure dashboard »; the API refuses the others): for
 * each tab, its charts in order, shown or not, visible to the campaign's customers or not. Saved
 * whole with PUT /campaigns/{id}/dashboard.
 */
export function ConfigureDashboardDialog({
  campaignId,
  categories,
  onClose,
}: ConfigureDashboardDialogProps) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const [configuration, setConfiguration] = useState<DashboardConfiguration>(() =>
    configurationOf(categories),
  );
  const save = useConfigureCampaignDashboard({ mutation: { meta: { isErrorShownInline: true } } });
  const firstCategory = configuration.categories[0];
  const submit = () => {
    save.mutate(
      { id: campaignId, data: configurationBody(configuration) },
      {
        onSuccess: () => {
          void queryClient.invalidateQueries({
            queryKey: getListCampaignCategoriesQueryKey(campaignId),
          });
          toast.success(text.configure.saved);
          onClose();
        },
      },
    );
  };
  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
    >
      <DialogTitle id={titleId}>{text.configure.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {save.isError && <Alert severity="error">{frenchErrorOf(save.error)}</Alert>}
          {configuration.categories.map((category) => (
            <section key={category.id} aria-label={category.name}>
              <Typography variant="subtitle1" component="h3">
                {category.name}
              </Typography>
              <List dense>
                {category.charts.map((chart, index) => {
                  const title = labels.DashboardChartType[chart.chartType];
                  return (
                    <ListItem
                      key={chart.chartType}
                      secondaryAction={
                        <Stack direction="row" sx={{ alignItems: 'center' }}>
                          <FormControlLabel
                            label={text.configure.visibleToCustomersColumn}
                            control={
                              <Checkbox
                                checked={chart.visibleToCustomers}
                                slotProps={{
                                  input: { 'aria-label': text.configure.visibleToCustomers(title) },
                                }}
                                onChange={(event) => {
                                  setConfiguration((current) =>
                                    setVisibleToCustomers(
                                      current,
                                      chart.chartType,
                                      event.target.checked,
                                    ),
                                  );
                                }}
                              />
                            }
                          />
                          <IconButton
                            aria-label={text.configure.moveUp(title)}
                            disabled={index === 0}
                            onClick={() => {
                              setConfiguration((current) =>
                                moveChart(current, chart.chartType, -1),
                              );
                            }}
                          >
                            <ArrowUpwardIcon />
                          </IconButton>
                          <IconButton
                            aria-label={text.configure.moveDown(title)}
                            disabled={index === category.charts.length - 1}
                            onClick={() => {
                              setConfiguration((current) => moveChart(current, chart.chartType, 1));
                            }}
                          >
                            <ArrowDownwardIcon />
                          </IconButton>
                        </Stack>
                      }
                    >
                      <Checkbox
                        edge="start"
                        checked
                        slotProps={{ input: { 'aria-label': text.configure.shown(title) } }}
                        onChange={() => {
                          setConfiguration((current) => hideChart(current, chart.chartType));
                        }}
                      />
                      <ListItemText primary={title} />
                    </ListItem>
                  );
                })}
              </List>
            </section>
          ))}
          {configuration.hidden.length > 0 && firstCategory !== undefined && (
            <section aria-label={text.configure.hiddenTitle}>
              <Typography variant="subtitle1" component="h3">
                {text.configure.hiddenTitle}
              </Typography>
              <List dense>
                {configuration.hidden.map((chartType) => {
                  const title = labels.DashboardChartType[chartType];
                  return (
                    <ListItem key={chartType}>
                      <Checkbox
                        edge="start"
                        checked={false}
                        slotProps={{ input: { 'aria-label': text.configure.shown(title) } }}
                        onChange={() => {
                          setConfiguration((current) =>
                            showChart(current, chartType, firstCategory.id),
                          );
                        }}
                      />
                      <ListItemText primary={title} />
                    </ListItem>
                  );
                })}
              </List>
            </section>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {text.comment.cancel}
        </Button>
        <Button variant="contained" onClick={submit} loading={save.isPending}>
          {text.comment.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
