import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { messages } from '../../messages.js';

/** One choice of a ChoiceWidget: the value sent (an id) and the French text shown. */
export interface Choice {
  value: string;
  label: string;
}

/** The props react-jsonschema-form gives a widget that this one reads. */
interface ChoiceWidgetProps {
  id: string;
  value: unknown;
  label: string;
  required?: boolean;
  disabled?: boolean;
  readonly?: boolean;
  multiple?: boolean;
  rawErrors?: string[];
  schema: { type?: unknown; enum?: unknown };
  options: { choices?: unknown };
  onChange: (value: unknown) => void;
  onBlur: (id: string, value: unknown) => void;
}

function isChoice(value: unknown): value is Choice {
  return (
    typeof value === 'object' &&
    value !== null &&
    'value' in value &&
    'label' in value &&
    typeof value.value === 'string' &&
    typeof value.label === 'string'
  );
}

function choicesOf(options: { choices?: unknown }): Choice[] {
  return Array.isArray(options.choices) ? options.choices.filter(isChoice) : [];
}

function acceptsNull(schema: { type?: unknown; enum?: unknown }): boolean {
  return (
    (Array.isArray(schema.type) && schema.type.includes('null')) ||
    (Array.isArray(schema.enum) && schema.enum.includes(null))
  );
}

/**
 * The one select of the forms: an enum's values with their catalogue labels, or entities loaded
 * from the API (sites, users, cores…) for a uuid property or a list of them
 * (`'ui:widget': ChoiceWidget, 'ui:options': { choices }`, which `contractForm` writes). The
 * schema stays the contract's; the widget only offers its values. A single select always has an
 * empty choice, « Aucun »: clearing a nullable property sends null, any other leaves it out.
 */
export function ChoiceWidget(props: ChoiceWidgetProps) {
  const choices = choicesOf(props.options);
  const hasError = (props.rawErrors ?? []).length > 0;
  const isMultiple = props.multiple === true;
  const selected = isMultiple
    ? Array.isArray(props.value)
      ? props.value.filter((item): item is string => typeof item === 'string')
      : []
    : typeof props.value === 'string'
      ? props.value
      : '';
  const labelOf = (value: string) =>
    choices.find((choice) => choice.value === value)?.label ?? value;
  return (
    <TextField
      id={props.id}
      select
      fullWidth
      label={props.label}
      required={props.required}
      disabled={props.disabled === true || props.readonly === true}
      error={hasError}
      value={selected}
      onChange={(event) => {
        // A multiple select hands over the list of values, whatever its event type says.
        const value: unknown = event.target.value;
        if (isMultiple) {
          props.onChange(Array.isArray(value) ? value : []);
        } else if (value === '') {
          props.onChange(acceptsNull(props.schema) ? null : undefined);
        } else {
          props.onChange(value);
        }
      }}
      onBlur={() => {
        props.onBlur(props.id, props.value);
      }}
      slotProps={{
        select: {
          multiple: isMultiple,
          renderValue: isMultiple
            ? (value) => (Array.isArray(value) ? value.map(String).map(labelOf).join(', ') : '')
            : undefined,
        },
      }}
    >
      {!isMultiple && (
        <MenuItem value="">
          <em>{messages.schemaForm.noChoice}</em>
        </MenuItem>
      )}
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {isMultiple ? (
            <>
              <Checkbox checked={selected.includes(choice.value)} size="small" />
              <ListItemText primary={choice.label} />
            </>
          ) : (
            choice.label
          )}
        </MenuItem>
      ))}
    </TextField>
  );
}
