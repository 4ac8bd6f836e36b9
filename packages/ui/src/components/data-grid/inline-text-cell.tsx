import ButtonBase from '@mui/material/ButtonBase';
import InputBase from '@mui/material/InputBase';
import { useState } from 'react';

export interface InlineTextCellProps {
  /** The text shown, and the draft's start when editing begins. */
  value: string;
  /** Accessible name of the cell at rest; it must contain `value` (WCAG 2.5.3, label in name). */
  buttonLabel: string;
  /** Accessible name of the field while editing. */
  fieldLabel: string;
  /** Longest text the field takes (the contract's maxLength). */
  maxLength?: number;
  /** False shows the plain text: the caller may not change it. */
  editable: boolean;
  /**
   * Called once per edit with the trimmed draft when it differs from `value` (Enter or leaving
   * the field; Escape drops the draft). What a blank text means is the caller's rule.
   */
  onCommit: (next: string) => void;
}

/**
 * A grid cell edited in place: a button showing the text, which turns into a field on press.
 * The field stops the key events so that AG Grid does not take Enter and the arrows for its own
 * navigation while the user types.
 */
export function InlineTextCell({
  value,
  buttonLabel,
  fieldLabel,
  maxLength,
  editable,
  onCommit,
}: InlineTextCellProps) {
  const [draft, setDraft] = useState<string | null>(null);
  if (!editable) return <>{value}</>;
  const save = () => {
    if (draft === null) return;
    setDraft(null);
    const next = draft.trim();
    if (next !== value) onCommit(next);
  };
  if (draft === null) {
    return (
      <ButtonBase
        aria-label={buttonLabel}
        onClick={() => {
          setDraft(value);
        }}
        sx={{ width: '100%', height: '100%', justifyContent: 'flex-start', font: 'inherit' }}
      >
        {value}
      </ButtonBase>
    );
  }
  return (
    <InputBase
      autoFocus
      fullWidth
      value={draft}
      inputProps={{ 'aria-label': fieldLabel, ...(maxLength !== undefined && { maxLength }) }}
      onChange={(event) => {
        setDraft(event.target.value);
      }}
      onBlur={save}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Enter') save();
        if (event.key === 'Escape') setDraft(null);
      }}
      sx={{ font: 'inherit' }}
    />
  );
}
