// Theme and tokens
export { breakpoints, isMobileWidth } from './breakpoints.js';
export type { Breakpoint } from './breakpoints.js';
export { createChausseeTheme } from './theme/create-theme.js';
export { ChausseeThemeProvider } from './theme/theme-provider.js';
export type { ChausseeThemeProviderProps, ColorMode } from './theme/theme-provider.js';
export type {
  ColorPair,
  LayerPalette,
  PollutantPalette,
  StatusPalette,
} from './theme/palette-tokens.js';
export {
  campaignStatusTones,
  coreStatusTones,
  orderStatusTones,
  statusTones,
} from './theme/status-tones.js';
export type { StatusTone } from './theme/status-tones.js';
// The classification itself lives in @chaussee/validation (the API classes results the same way);
// ui re-exports it beside the colours it gives each class.
export {
  classifyAsbestos,
  classifyContent,
  contentClasses,
  contentRanges,
  pollutantClassLevels,
} from '@chaussee/validation';
export type {
  ContentRange,
  MeasuredPollutant,
  PollutantClassId,
  PollutantLevel,
} from '@chaussee/validation';
export { dateLocale, formatDate, formatDateTime, formatNumber } from './format.js';
export { messages } from './messages.js';

// Components
export { AvatarList } from './components/avatar-list/avatar-list.js';
export type { AvatarListProps, AvatarPerson } from './components/avatar-list/avatar-list.js';
export { AVATAR_LIST_MAX, splitAvatars } from './components/avatar-list/avatar-overflow.js';
export { Chart } from './components/chart/chart.js';
export type { ChartProps } from './components/chart/chart.js';
export type { ChartKind, ChartSeries } from './components/chart/chart-options.js';
export { ConfirmDialog } from './components/confirm-dialog/confirm-dialog.js';
export { StaleVersionDialog } from './components/stale-version-dialog/stale-version-dialog.js';
export { CoreLog } from './components/core-log/core-log.js';
export type { CoreLogProps } from './components/core-log/core-log.js';
export type { CoreLogInterface, CoreLogLayer } from './components/core-log/core-log-layout.js';
export type { ConfirmDialogProps } from './components/confirm-dialog/confirm-dialog.js';
export type { StaleVersionDialogProps } from './components/stale-version-dialog/stale-version-dialog.js';
export { DataGrid } from './components/data-grid/data-grid.js';
export type { DataGridProps } from './components/data-grid/data-grid.js';
export { InlineTextCell } from './components/data-grid/inline-text-cell.js';
export type { InlineTextCellProps } from './components/data-grid/inline-text-cell.js';
export { schemaToColumns } from './components/data-grid/schema-columns.js';
export type { SchemaColumnsOptions } from './components/data-grid/schema-columns.js';
export type { JsonSchema } from './components/data-grid/json-schema.js';
export { DateRangeFields } from './components/date-range-fields/date-range-fields.js';
export type { DateRangeFieldsProps } from './components/date-range-fields/date-range-fields.js';
export type { DateRange } from './components/date-range-fields/date-range.js';
export { EmptyState } from './components/empty-state/empty-state.js';
export type { EmptyStateProps, EmptyStateVariant } from './components/empty-state/empty-state.js';
export { FileDropzone } from './components/file-dropzone/file-dropzone.js';
export type { FileDropzoneProps } from './components/file-dropzone/file-dropzone.js';
export { checkPicture, pictureAccept, sortFiles } from './components/file-dropzone/file-checks.js';
export type { CandidateFile, FileCheck } from './components/file-dropzone/file-checks.js';
export { MapView } from './components/map-view/map-view.js';
export type { MapViewProps } from './components/map-view/map-view.js';
export { basemapIds } from './components/map-view/basemaps.js';
export type { BasemapId, BasemapUrls } from './components/map-view/basemaps.js';
export type { ColorByProperty, MapHighlight, MapLayer } from './components/map-view/map-layers.js';
export type { MapCamera, MapViewChange, OpenFeature } from './components/map-view/use-maplibre.js';
export { PageHeader } from './components/page-header/page-header.js';
export type { PageHeaderCrumb, PageHeaderProps } from './components/page-header/page-header.js';
export { PollutantBadge } from './components/pollutant-badge/pollutant-badge.js';
export type { PollutantBadgeProps } from './components/pollutant-badge/pollutant-badge.js';
export { RoleBadge } from './components/role-badge/role-badge.js';
export type { RoleBadgeProps } from './components/role-badge/role-badge.js';
export { SchemaForm } from './components/schema-form/schema-form.js';
export { contractForm } from './components/schema-form/contract-form.js';
export type { ContractForm, ContractFormFields } from './components/schema-form/contract-form.js';
export type { Choice } from './components/schema-form/choice-widget.js';
export type { FieldHint, FormHints } from './components/schema-form/form-hints.js';
export type {
  SchemaFormFieldErrors,
  SchemaFormProps,
} from './components/schema-form/schema-form.js';
export { StatusChip } from './components/status-chip/status-chip.js';
export type { StatusChipProps } from './components/status-chip/status-chip.js';
export { Toaster } from './components/toaster/toaster.js';
export { toast, toastProgress } from './components/toaster/toast.js';
export type { ProgressToastTexts } from './components/toaster/toast.js';
export { toastConstants } from './components/toaster/toast-constants.js';
