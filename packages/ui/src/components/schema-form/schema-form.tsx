import { rjsfValidator, transformErrors } from '@chaussee/validation/rjsf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import { generateForm } from '@rjsf/mui';
import Typography from '@mui/material/Typography';
import {
  getUiOptions,
  replaceStringParameters,
  type DescriptionFieldProps,
  type RJSFSchema,
  type TranslatableString,
  type UiSchema,
} from '@rjsf/utils';
import { useMemo } from 'react';
import { messages, rjsfTexts } from '../../messages.js';
import { DateWidget } from './date-widget.js';
import { FieldTemplate } from './field-template.js';
import { NamedAddButton } from './named-add-button.js';
import { TitleField } from './title-field.js';

/**
 * Errors under the fields of a form, nested as its data: `{ email: { __errors: ['…'] } }` (the
 * shape of rjsf's `extraErrors`, whose own type does not fit fields holding a string).
 */
export interface SchemaFormFieldErrors {
  __errors?: string[];
  [field: string]: SchemaFormFieldErrors | string[] | undefined;
}

export interface SchemaFormProps<T> {
  /** A contract schema (its `$ref`s resolvable from this root, e.g. with `components` beside). */
  schema: RJSFSchema;
  /** Titles, widgets and enum labels (`'ui:enumNames': labels.Role`), in French. */
  uiSchema?: UiSchema;
  formData?: T;
  onSubmit: (data: T | undefined) => void;
  onChange?: (data: T | undefined) => void;
  submitLabel?: string;
  /** The data of the form is loading: placeholders instead of fields. */
  loading?: boolean;
  /** The submission is running: the fields and the button wait. */
  submitting?: boolean;
  disabled?: boolean;
  /** Why the server refused the submission (from the catalogue). */
  error?: string | null;
  /**
   * Errors shown under given fields that the schema cannot find itself (a server refusal such as
   * an e-mail already used, a check across fields): rjsf's `extraErrors`, French texts. They do
   * not block the next submission.
   */
  extraErrors?: SchemaFormFieldErrors;
  /** Check each field as it is typed, not only on submit. */
  liveValidate?: boolean;
  /** The user submitted invalid data (the errors are already shown in the form). */
  onInvalid?: () => void;
}

// rjsf types the data of its default form as `any`; this one hands over `unknown`.
const Form = generateForm<unknown>();

/**
 * The contract's descriptions document the API for developers, in English: a form shows only the
 * French `ui:description` of its uiSchema (and `ui:help`).
 */
function UiDescription({ id, uiSchema }: DescriptionFieldProps) {
  const { description } = getUiOptions(uiSchema);
  if (typeof description !== 'string' || description === '') return null;
  return (
    <Typography id={id} variant="body2" color="text.secondary">
      {description}
    </Typography>
  );
}

const templates = {
  DescriptionFieldTemplate: UiDescription,
  FieldTemplate,
  TitleFieldTemplate: TitleField,
  ButtonTemplates: { AddButton: NamedAddButton },
};

/** The root `title` of a contract schema is its name (`UserCreate`), not a heading for users. */
function withoutRootTitle(schema: RJSFSchema): RJSFSchema {
  const copy = { ...schema };
  delete copy.title;
  return copy;
}

/** Dates through MUI's French date picker (spec section 9), not the browser's own input. */
const widgets = { DateWidget };

function translateString(key: TranslatableString, params?: string[]): string {
  const text: string = rjsfTexts[key];
  return replaceStringParameters(text, params);
}

/**
 * A form from a JSON Schema (react-jsonschema-form on MUI), validated by the same rules and French
 * messages as the API (@chaussee/validation's rjsf validator).
 */
export function SchemaForm<T>({
  schema,
  uiSchema,
  formData,
  onSubmit,
  onChange,
  submitLabel = messages.schemaForm.submit,
  loading = false,
  submitting = false,
  disabled = false,
  error = null,
  extraErrors,
  liveValidate = false,
  onInvalid,
}: SchemaFormProps<T>) {
  const formSchema = useMemo(() => withoutRootTitle(schema), [schema]);
  if (loading) {
    return (
      <Box role="status" aria-label={messages.common.loading}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} variant="rounded" height={56} sx={{ mb: 2 }} />
        ))}
        <Skeleton variant="rounded" width={140} height={36} />
      </Box>
    );
  }
  return (
    <Form
      schema={formSchema}
      uiSchema={uiSchema}
      templates={templates}
      widgets={widgets}
      formData={formData}
      extraErrors={extraErrors}
      validator={rjsfValidator}
      transformErrors={transformErrors}
      translateString={translateString}
      liveValidate={liveValidate ? 'onChange' : false}
      showErrorList="top"
      noHtml5Validate
      disabled={disabled || submitting}
      // rjsf has checked the data against the schema before handing it over: it is a T.
      onChange={(event) => onChange?.(event.formData as T | undefined)}
      // Without it rjsf logs every invalid submission to the console.
      onError={() => onInvalid?.()}
      onSubmit={(event) => {
        onSubmit(event.formData as T | undefined);
      }}
    >
      {error !== null && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        disabled={disabled || submitting}
        startIcon={
          submitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined
        }
      >
        {submitLabel}
      </Button>
    </Form>
  );
}
