export {
  isMessageKey,
  messageKeys,
  problemMessages,
  renderMessage,
  requestMessages,
  serverMessages,
  validationMessages,
  type MessageKey,
  type ProblemCode,
  type ServerMessageKey,
} from './messages.js';
export { enumLabelsOf, labelOf, labels, type EnumCode, type LabelledEnum } from './labels.js';
export { fieldLabelOf, fieldLabels, hasFieldLabels, type SchemaName } from './field-labels.js';
export { customFormats, formatMessageKeys, type CustomFormat } from './formats.js';
export { customKeywords, isFilled } from './keywords.js';
export { addVocabulary, ajvOptions, createAjv } from './ajv.js';
export {
  createViolation,
  describeFailure,
  messageKeyOf,
  propertyPathOf,
  violationsOf,
  type FailureDescription,
  type Violation,
} from './violations.js';
export { createValidator, validate, type Validator } from './validate.js';
export { unsafeTextViolations } from './unsafe-text.js';
export {
  PICTURE_MAX_BYTES,
  PICTURE_MEDIA_TYPES,
  PICTURE_SIGNATURE_LENGTH,
  pictureMediaTypeOf,
  validatePicture,
  type PictureFile,
  type PictureMediaType,
} from './uploads.js';
export { compareCores, sortCores, sortCoresBy, type CoreSortKey } from './core-order.js';
export {
  binRestoreDetails,
  problemToFrench,
  serverDetails,
  serverMessageToFrench,
  tooManyRequestsDetail,
  type ProblemLike,
} from './server-messages.js';
export {
  classifyAsbestos,
  classifyContent,
  contentClasses,
  contentRanges,
  pollutantClassLevels,
  pollutantLevelColors,
  type ContentRange,
  type MeasuredPollutant,
  type PollutantClassId,
  type PollutantLevel,
} from './pollutant-classes.js';
export {
  coreRouteRanking,
  coreWasteRoute,
  layerPollutantResults,
  wasteRouteOf,
  wasteRoutes,
  wasteRouteThresholds,
  type LayerPollutantResults,
  type PollutantResult,
  type WasteRoute,
} from './waste-routes.js';
export { CORE_FILTER_KEYS, type CoreFilterKey } from './dashboard-filters.js';
export { CSV_BOM, csvLine, dateCell, dateTimeCell, numberCell, textCell } from './french-csv.js';
