import InputBase from '@mui/material/InputBase';
import { useState, type CSSProperties } from 'react';

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
 * The cell at rest: a native button reset to look like the cell's text. Not MUI's ButtonBase with
 * `sx`: a grid renders this once per editable cell of every row it draws (69 on the first screen
 * of a coring campaign's cores), and emotion computes ButtonBase's styles again on each render. A
 * constant inline style costs nothing to compute; the browser's own focus ring shows where the
 * keyboard is (ButtonBase removed it). Measured in the README (« Cores grid », 27 November).
 */
const restingButtonStyle: CSSProperties = {
  // A block (a button centres its text vertically by itself) so that a long text ends in « … »,
  // as the grid's plain text cells do.
  display: 'block',
  width: '100%',
  height: '100%',
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
};

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
      <button
        type="button"
        aria-label={buttonLabel}
        onClick={() => {
          setDraft(value);
        }}
        style={restingButtonStyle}
      >
        {value}
      </button>
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
