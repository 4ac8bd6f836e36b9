import type { Core, CoreStatus } from '@chaussee/sdk/react';
import { InlineTextCell, StatusChip } from '@chaussee/ui';
import { fieldLabelOf, labels } from '@chaussee/validation';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditNoteIcon from '@mui/icons-material/EditNote';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useState, type ComponentType } from 'react';
import { codesWithLabels, isCodeOf } from '../../../shared/forms/enum-codes.js';
import type { InlineCoreField } from './apply-core-patch.js';
import { useCoresGridActions } from './cores-grid-context.js';
import { coresMessages as text } from './messages.js';

/** What AG Grid hands a cell renderer that these cells read. */
interface CoreCellProps {
  data?: Core;
}

const coreStatuses = codesWithLabels(labels.CoreStatus);

function InlineText({ core, field }: { core: Core; field: InlineCoreField }) {
  const { mayEdit, editInline } = useCoresGridActions();
  const value = core[field] ?? '';
  const fieldLabel = fieldLabelOf('Core', field) ?? field;
  return (
    <InlineTextCell
      value={value}
      buttonLabel={text.editCellShowing(value, fieldLabel, core.displayName)}
      fieldLabel={text.editCell(fieldLabel, core.displayName)}
      editable={mayEdit}
      onCommit={(next) => {
        // An emptied text clears the field.
        editInline(core, { [field]: next === '' ? null : next });
      }}
    />
  );
}

/** A text cell the editors of the campaign change in place (PATCH /cores/{id}). */
export function inlineTextCell(field: InlineCoreField): ComponentType<CoreCellProps> {
  return function InlineTextCell({ data }: CoreCellProps) {
    return data === undefined ? null : <InlineText core={data} field={field} />;
  };
}

/** What a status cell shows before its select is first opened: a combobox that opens it. */
const idleStatusStyle = {
  display: 'flex',
  alignItems: 'center',
  height: '100%',
  cursor: 'pointer',
  outlineOffset: -2,
} as const;

const STATUS_OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * The status of a core: a chip, or for editors a select showing the chip. MUI's Select is mounted
 * when the editor first opens it (press or key), already open: one Select per rendered row made
 * scrolling a 2,000-core campaign crawl (style recalculation of every new row, measured by
 * scripts/bench/cores-grid.mjs), while the chip alone is cheap.
 */
export function CoreStatusCell({ data }: CoreCellProps) {
  const { mayEdit, editInline } = useCoresGridActions();
  const [isSelectMounted, setSelectMounted] = useState(false);
  if (data === undefined) return null;
  if (!mayEdit) return <StatusChip kind="core" status={data.status} />;
  const label = text.editStatus(data.displayName);
  if (!isSelectMounted) {
    return (
      <div
        role="combobox"
        tabIndex={0}
        aria-label={label}
        aria-haspopup="listbox"
        aria-expanded={false}
        onMouseDown={(event) => {
          if (event.button !== 0) return;
          // As MUI's Select does: the menu, not the cell, takes the focus.
          event.preventDefault();
          setSelectMounted(true);
        }}
        onKeyDown={(event) => {
          if (!STATUS_OPENING_KEYS.has(event.key)) return;
          event.preventDefault();
          setSelectMounted(true);
        }}
        style={idleStatusStyle}
      >
        <StatusChip kind="core" status={data.status} />
        <ArrowDropDownIcon fontSize="small" color="action" />
      </div>
    );
  }
  return (
    <Select<CoreStatus>
      variant="standard"
      disableUnderline
      defaultOpen
      autoFocus
      value={data.status}
      inputProps={{ 'aria-label': label }}
      renderValue={(status) => <StatusChip kind="core" status={status} />}
      onChange={(event) => {
        const status = event.target.value;
        if (isCodeOf(labels.CoreStatus, status) && status !== data.status) {
          editInline(data, { status });
        }
      }}
    >
      {coreStatuses.map(({ code, label: statusLabel }) => (
        <MenuItem key={code} value={code}>
          {statusLabel}
        </MenuItem>
      ))}
    </Select>
  );
}

/** The actions side by side: a constant style, not a Stack's styles computed for every row. */
const actionsStyle = { display: 'flex', gap: 4 } as const;

/** Describe (the core editor) and, for editors, delete. */
export function CoreActionsCell({ data }: CoreCellProps) {
  const { mayEdit, describe, askDelete } = useCoresGridActions();
  if (data === undefined) return null;
  return (
    <div style={actionsStyle}>
      <IconButton
        size="small"
        aria-label={text.describe(data.displayName)}
        onClick={() => {
          describe(data);
        }}
      >
        <EditNoteIcon fontSize="small" />
      </IconButton>
      {mayEdit && (
        <IconButton
          size="small"
          color="error"
          aria-label={text.deleteCore(data.displayName)}
          onClick={() => {
            askDelete(data);
          }}
        >
          <DeleteOutlinedIcon fontSize="small" />
        </IconButton>
      )}
    </div>
  );
}
