import type { components } from '@chaussee/sdk';
import {
  classifyAsbestos,
  classifyContent,
  labelOf,
  type ContentRange,
  type MeasuredPollutant,
  type PollutantClassId,
} from '@chaussee/validation';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import { formatNumber } from '../../format.js';
import { messages } from '../../messages.js';

type PollutantKind = components['schemas']['PollutantKind'];

/**
 * A laboratory result: a PAH or TH content in mg/kg, or whether asbestos is present. The "Réf. BE"
 * variants (results of the engineering office) are classed like their pollutant.
 */
export type PollutantBadgeProps = (
  | {
      pollutant: Extract<PollutantKind, 'PAH' | 'TH' | 'PAH_ref_be' | 'TH_ref_be'>;
      /** Content in mg/kg; `null` when not measured. */
      value: number | null;
    }
  | {
      pollutant: Extract<PollutantKind, 'asbestos' | 'asbestos_ref_be'>;
      /** Whether asbestos was found; `null` when not analysed. */
      value: boolean | null;
    }
) & {
  loading?: boolean;
  disabled?: boolean;
};

const text = messages.pollutantBadge;

function measuredPollutant(kind: PollutantKind): MeasuredPollutant {
  return kind === 'PAH' || kind === 'PAH_ref_be' ? 'PAH' : 'TH';
}

function rangeText({ from, to }: ContentRange): string {
  if (from === 0 && to !== null) return text.classBelow(formatNumber(to));
  if (to === null) return text.classFrom(formatNumber(from));
  return text.classBetween(formatNumber(from), formatNumber(to));
}

interface BadgeContent {
  classId: PollutantClassId | null;
  valueText: string;
  /** What the colour means, for the tooltip and screen readers. */
  description: string | null;
}

function contentOf(props: PollutantBadgeProps, pollutantLabel: string): BadgeContent {
  if (props.value === null)
    return { classId: null, valueText: text.notMeasured, description: null };
  if (typeof props.value === 'boolean') {
    const valueText = props.value ? text.asbestosPresent : text.asbestosAbsent;
    return { classId: classifyAsbestos(props.value), valueText, description: null };
  }
  const range = classifyContent(measuredPollutant(props.pollutant), props.value);
  if (range === null) return { classId: null, valueText: text.invalidValue, description: null };
  return {
    classId: range.id,
    valueText: `${formatNumber(props.value)} ${text.unit}`,
    description: text.classDescription(pollutantLabel, rangeText(range)),
  };
}

/** A pollutant result coloured by its class (thresholds of spec section 3). */
export function PollutantBadge(props: PollutantBadgeProps) {
  const { loading = false, disabled = false } = props;
  if (loading) return <Skeleton variant="rounded" width={120} height={24} />;
  const pollutantLabel = labelOf('PollutantKind', props.pollutant);
  const { classId, valueText, description } = contentOf(props, pollutantLabel);
  return (
    <Chip
      size="small"
      label={`${pollutantLabel} · ${valueText}`}
      title={description ?? undefined}
      disabled={disabled}
      aria-disabled={disabled || undefined}
      data-class={classId ?? 'none'}
      sx={(theme) =>
        classId === null
          ? { fontWeight: 600 }
          : {
              bgcolor: theme.palette.pollutant[classId].main,
              color: theme.palette.pollutant[classId].contrastText,
              fontWeight: 600,
            }
      }
    />
  );
}
