import { useAbility } from '@chaussee/permissions/react';
import { toastProgress } from '@chaussee/ui';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { frenchErrorOf } from '../../shared/api/french-error.js';
import type { DashboardFilters } from './dashboard-filters.js';
import {
  CORING_DATA_TABLES,
  downloadCampaignData,
  downloadPdfReport,
  downloadSynopticExcel,
} from './download-actions.js';
import { dashboardMessages as text } from './messages.js';
import { RawDataJobStatus } from './raw-data-job-status.js';
import { useRawDataJob } from './use-raw-data-job.js';

interface DownloadMenuProps {
  campaign: { id: string; name: string };
  filters: DashboardFilters;
}

/** Follows a download with a French toast: preparing, then done or the server's reason. */
function follow(what: string, operation: Promise<void>): void {
  toastProgress(operation, {
    loading: text.download.preparing(what),
    success: text.download.done(what),
    error: (error) => `${text.download.failed(what)} ${frenchErrorOf(error)}`,
  });
}

/**
 * « Télécharger »: the campaign's PDF report (right « export Pdf »), the synoptic as Excel for
 * the filtered direction and lane, each data table as CSV or Excel, and the raw data export,
 * which runs in the background and shows its progress under the menu.
 */
export function DownloadMenu({ campaign, filters }: DownloadMenuProps) {
  const ability = useAbility();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const rawData = useRawDataJob(campaign.id);
  const close = () => {
    setAnchor(null);
  };
  const run = (what: string, operation: () => Promise<void>) => () => {
    close();
    follow(what, operation());
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => {
          setAnchor(event.currentTarget);
        }}
      >
        {text.download.menu}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        {ability.can('export', 'Pdf') && (
          <MenuItem onClick={run(text.download.pdfReport, () => downloadPdfReport(campaign))}>
            {text.download.pdfReport}
          </MenuItem>
        )}
        <MenuItem
          onClick={run(text.download.synopticExcel, () => downloadSynopticExcel(campaign, filters))}
        >
          {text.download.synopticExcel}
        </MenuItem>
        <Divider />
        {CORING_DATA_TABLES.flatMap((table) => {
          const csv = text.download.dataCsv(text.dataTables[table]);
          const xlsx = text.download.dataXlsx(text.dataTables[table]);
          return [
            <MenuItem
              key={`${table}-csv`}
              onClick={run(csv, () => downloadCampaignData(campaign, table, 'csv'))}
            >
              {csv}
            </MenuItem>,
            <MenuItem
              key={`${table}-xlsx`}
              onClick={run(xlsx, () => downloadCampaignData(campaign, table, 'xlsx'))}
            >
              {xlsx}
            </MenuItem>,
          ];
        })}
        <Divider />
        <MenuItem
          disabled={
            rawData.isStarting ||
            rawData.job?.status === 'pending' ||
            rawData.job?.status === 'processing'
          }
          onClick={() => {
            close();
            rawData.start();
          }}
        >
          {text.download.rawData}
        </MenuItem>
      </Menu>
      <RawDataJobStatus rawData={rawData} />
    </>
  );
}
