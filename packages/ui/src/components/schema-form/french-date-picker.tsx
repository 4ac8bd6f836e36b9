import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { frFR } from '@mui/x-date-pickers/locales';
import type { WidgetProps } from '@rjsf/utils';
import { fr } from 'date-fns/locale/fr';
import { dateOfIsoDay, isoDayOf } from './iso-date.js';

const frenchTexts = frFR.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * A contract date (`format: date`) as MUI's date picker shows it in French: dd/mm/yyyy, month and
 * day names in French, weeks starting on Monday (date-fns' `fr` locale, spec section 9). Loaded
 * with the first form that has a date, not with the app.
 */
export default function FrenchDatePicker({
  id,
  label,
  hideLabel,
  value,
  required,
  disabled,
  readonly,
  autofocus,
  rawErrors = [],
  onChange,
  onBlur,
  onFocus,
}: WidgetProps) {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={fr} localeText={frenchTexts}>
      <DatePicker
        label={hideLabel === true ? undefined : label}
        value={dateOfIsoDay(value)}
        format="dd/MM/yyyy"
        disabled={disabled}
        readOnly={readonly}
        autoFocus={autofocus}
        onChange={(date) => {
          // A date still being typed is no value yet: the form keeps the last whole one.
          if (date === null) onChange(undefined);
          else if (!Number.isNaN(date.getTime())) onChange(isoDayOf(date));
        }}
        slotProps={{
          textField: {
            id,
            name: id,
            required,
            fullWidth: true,
            error: rawErrors.length > 0,
            onBlur: () => {
              onBlur(id, value);
            },
            onFocus: () => {
              onFocus(id, value);
            },
          },
        }}
      />
    </LocalizationProvider>
  );
}
