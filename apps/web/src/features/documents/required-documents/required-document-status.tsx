import type { RequiredDocumentStatus } from '@chaussee/sdk/react';
import { labelOf } from '@chaussee/validation';
import Chip from '@mui/material/Chip';

const COLORS: Readonly<Record<RequiredDocumentStatus, 'default' | 'info' | 'success' | 'warning'>> =
  {
    awaiting: 'default',
    awaiting_validation: 'info',
    validated: 'success',
    refused: 'warning',
  };

/** A file request's status with its catalogue label. */
export function RequiredDocumentStatusChip({ status }: { status: RequiredDocumentStatus }) {
  return (
    <Chip size="small" color={COLORS[status]} label={labelOf('RequiredDocumentStatus', status)} />
  );
}
