import type { AutoFill } from 'react';
import type { Choice } from './choice-widget.js';

/**
 * How one field of a form departs from what the contract and the catalogue already say. Most
 * fields need nothing: the title is the catalogue's label, the widget follows the type.
 */
export interface FieldHint {
  /** A screen text instead of the catalogue's label (the heading of a list, an item's name). */
  title?: string;
  /** A French line under the field (the contract's descriptions are for developers). */
  help?: string;
  /** A long text, a password, or hidden: a value the screen fills itself. */
  widget?: 'textarea' | 'password' | 'hidden';
  /** The browser's autofill name (`email`, `current-password`…). */
  autocomplete?: AutoFill;
  readonly?: boolean;
  /**
   * The entities a reference (a uuid, or a list of them) is chosen among, loaded by the screen;
   * an enum needs none, its values and labels come from the contract and the catalogue.
   */
  choices?: readonly Choice[];
  /** What a list lets the user do with its items (rjsf's options of an array). */
  options?: { orderable?: boolean; addable?: boolean; removable?: boolean };
  /** For an object: its fields in this order first, the others after them in contract order. */
  order?: readonly string[];
  /** For an object: the hints of its fields. */
  fields?: Readonly<Record<string, FieldHint>>;
  /** For a list: the hints of each item. */
  items?: FieldHint;
}

/** The small per-form table of a form: field order, widgets and references' choices. */
export type FormHints = Pick<FieldHint, 'order' | 'fields'>;
