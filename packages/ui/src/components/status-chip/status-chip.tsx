import type { components } from '@chaussee/sdk';
import { labelOf } from '@chaussee/validation';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import { messages } from '../../messages.js';
import {
  campaignStatusTones,
  coreStatusTones,
  orderStatusTones,
  type StatusTone,
} from '../../theme/status-tones.js';

type Schemas = components['schemas'];

/** Which catalogue a status belongs to; each one has its labels and colours. */
export type StatusChipProps = (
  | { kind: 'campaign'; status: Schemas['CampaignStatus'] | null | undefined }
  | { kind: 'core'; status: Schemas['CoreStatus'] | null | undefined }
  | { kind: 'order'; status: Schemas['LaboratoryOrderStatus'] | null | undefined }
) & {
  loading?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
};

const tonesByKind: Record<StatusChipProps['kind'], Record<string, StatusTone>> = {
  campaign: campaignStatusTones,
  core: coreStatusTones,
  order: orderStatusTones,
};

function labelOfStatus(props: StatusChipProps): string {
  if (props.status === null || props.status === undefined) return messages.statusChip.noStatus;
  switch (props.kind) {
    case 'campaign':
      return labelOf('CampaignStatus', props.status);
    case 'core':
      return labelOf('CoreStatus', props.status);
    case 'order':
      return labelOf('LaboratoryOrderStatus', props.status);
  }
}

/**
 * A status with its French label (from @chaussee/validation) and the colour of its meaning. A code
 * the app does not know yet (the server was updated first) shows as itself, in neutral.
 */
export function StatusChip(props: StatusChipProps) {
  const { loading = false, disabled = false, size = 'small' } = props;
  if (loading) {
    return <Skeleton variant="rounded" width={96} height={size === 'small' ? 24 : 32} />;
  }
  const tone = props.status ? (tonesByKind[props.kind][props.status] ?? 'neutral') : 'neutral';
  return (
    <Chip
      label={labelOfStatus(props)}
      size={size}
      disabled={disabled}
      // Tells assistive technologies (and contrast checkers) that the greyed chip is inactive.
      aria-disabled={disabled || undefined}
      data-tone={tone}
      sx={(theme) => ({
        bgcolor: theme.palette.status[tone].main,
        color: theme.palette.status[tone].contrastText,
        fontWeight: 600,
      })}
    />
  );
}
