import { enumLabelsOf, fieldLabelOf } from '@chaussee/validation';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { ChoiceWidget, type Choice } from './choice-widget.js';
import type { FieldHint, FormHints } from './form-hints.js';

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The schema a `#/components/schemas/Name` points at in the contract, with its name. */
function resolve(schema: Json, document: Json): { schema: Json; name?: string } {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return { schema };
  let target: unknown = document;
  for (const segment of ref.slice(2).split('/')) {
    target = isRecord(target) ? target[segment.replaceAll('~1', '/').replaceAll('~0', '~')] : null;
  }
  if (!isRecord(target)) throw new Error(`The contract has no ${ref}`);
  const siblings = { ...schema };
  delete siblings.$ref;
  // A `$ref` with siblings (`minItems`, `x-messages`) adds them to the schema it points at.
  const inner = resolve(target, document);
  return { schema: { ...inner.schema, ...siblings }, name: inner.name ?? ref.split('/').at(-1) };
}

function isNullSchema(schema: unknown): boolean {
  return isRecord(schema) && schema.type === 'null';
}

/**
 * A nullable union (`anyOf: [{ $ref: Weather }, { type: 'null' }]`, the contract's usual way to
 * write an optional choice) as one schema, `type: [string, 'null']` with null among its values:
 * rjsf then draws one field instead of a choice between two schemas, and validates the same.
 * A union of objects or of several types stays as it is.
 */
function withoutNullUnion(schema: Json, document: Json): { schema: Json; name?: string } {
  const key = Array.isArray(schema.anyOf) ? 'anyOf' : Array.isArray(schema.oneOf) ? 'oneOf' : null;
  const union = key === null ? undefined : schema[key];
  const variants: readonly unknown[] = Array.isArray(union) ? union : [];
  const others = variants.filter((variant) => !isNullSchema(variant));
  const only = others[0];
  if (key === null || variants.length !== 2 || others.length !== 1 || !isRecord(only)) {
    return { schema };
  }
  const branch = resolve(only, document);
  const type = branch.schema.type;
  if (typeof type !== 'string' || type === 'object' || type === 'array') return { schema };
  const outer = Object.fromEntries(Object.entries(schema).filter(([keyword]) => keyword !== key));
  const merged: Json = { ...branch.schema, ...outer, type: [type, 'null'] };
  const values: unknown = merged.enum;
  if (Array.isArray(values) && !values.includes(null))
    merged.enum = [...(values as unknown[]), null];
  return { schema: merged, name: branch.name };
}

/** What a walk down the schema knows: the contract and whose labels name the fields. */
interface Place {
  document: Json;
  /** The contract schema whose fields these are, for their catalogue labels. */
  entity: string;
  /** Where in the form, for the error that names a missing label. */
  path: string;
  /** The contract schemas inlined on the way down: a schema that holds itself stays a `$ref`. */
  inlined: readonly string[];
  /** Building the uiSchema: a visible field needs a title. */
  needsTitles: boolean;
}

interface Adapted {
  schema: Json;
  ui: UiSchema;
}

function choicesOfEnum(values: readonly unknown[], enumName: string | undefined): Choice[] {
  const labels = enumLabelsOf(enumName, values);
  return values
    .filter((value): value is string => typeof value === 'string')
    .map((value) => ({ value, label: labels?.[value] ?? value }));
}

function uiOfHint(hint: FieldHint): UiSchema {
  return {
    ...(hint.help === undefined ? {} : { 'ui:help': hint.help }),
    ...(hint.widget === undefined ? {} : { 'ui:widget': hint.widget }),
    ...(hint.autocomplete === undefined ? {} : { 'ui:autocomplete': hint.autocomplete }),
    ...(hint.readonly === true ? { 'ui:readonly': true } : {}),
    ...(hint.options === undefined ? {} : { 'ui:options': hint.options }),
  };
}

function selectOf(choices: readonly Choice[], hint: FieldHint): UiSchema {
  return {
    'ui:widget': ChoiceWidget,
    'ui:options': { ...hint.options, choices },
  };
}

function adaptObject(schema: Json, hint: FieldHint, place: Place): Adapted {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const adapted: Json = {};
  const ui: UiSchema = {};
  for (const [field, property] of Object.entries(properties)) {
    if (!isRecord(property)) continue;
    const fieldHint = hint.fields?.[field] ?? {};
    const child = adaptField(property, fieldHint, {
      ...place,
      path: place.path === '' ? field : `${place.path}.${field}`,
    });
    if (child === null) continue;
    adapted[field] = child.schema;
    const title =
      fieldHint.title ??
      fieldLabelOf(place.entity, field) ??
      (fieldHint.widget === 'hidden' || !place.needsTitles
        ? undefined
        : missingLabel(place, field));
    ui[field] = title === undefined ? child.ui : { 'ui:title': title, ...child.ui };
  }
  const required = Array.isArray(schema.required)
    ? schema.required.filter((field) => typeof field === 'string' && field in adapted)
    : undefined;
  return {
    schema: { ...schema, properties: adapted, ...(required === undefined ? {} : { required }) },
    ui: {
      ...ui,
      ...(hint.order === undefined ? {} : { 'ui:order': [...hint.order, '*'] }),
    },
  };
}

function missingLabel(place: Place, field: string): never {
  throw new Error(
    `No French label for ${place.entity}.${field} (${place.path === '' ? field : `${place.path}.${field}`}): ` +
      'add it to fieldLabels in packages/validation, or a title to the form hints if it is a screen text',
  );
}

/**
 * One field of a form: its schema as rjsf reads it (references inlined, nullable unions as one
 * nullable type, no English title) and its uiSchema (selects for enums and references).
 * Read-only fields are left out: a form never sends them. Null for a field left out.
 */
function adaptField(raw: Json, hint: FieldHint, place: Place): Adapted | null {
  const referred = resolve(raw, place.document);
  if (referred.name !== undefined && place.inlined.includes(referred.name)) {
    return { schema: raw, ui: uiOfHint(hint) };
  }
  const union = withoutNullUnion(referred.schema, place.document);
  const name = union.name ?? referred.name;
  const schema = { ...union.schema };
  // The contract's titles are schema names (« Weather »): the catalogue gives the French ones.
  delete schema.title;
  if (schema.readOnly === true) return null;
  const own = uiOfHint(hint);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('object') && isRecord(schema.properties)) {
    const object = adaptObject(schema, hint, {
      ...place,
      entity: name ?? place.entity,
      inlined: name === undefined ? place.inlined : [...place.inlined, name],
    });
    return { schema: object.schema, ui: { ...object.ui, ...own } };
  }
  if (types.includes('array') && isRecord(schema.items)) {
    const items = adaptField(schema.items, hint.items ?? {}, { ...place, path: `${place.path}[]` });
    if (items === null) return null;
    const itemsTitle = hint.items?.title;
    const itemsUi = itemsTitle === undefined ? items.ui : { 'ui:title': itemsTitle, ...items.ui };
    const itemValues = items.schema.enum;
    const choices =
      hint.choices ??
      (Array.isArray(itemValues)
        ? choicesOfEnum(itemValues, enumNameOf(schema.items, place))
        : null);
    return {
      schema: { ...schema, items: items.schema },
      ui: { ...own, ...(choices === null ? { items: itemsUi } : selectOf(choices, hint)) },
    };
  }
  if (Array.isArray(schema.enum)) {
    return { schema, ui: { ...own, ...selectOf(choicesOfEnum(schema.enum, name), hint) } };
  }
  if (hint.choices !== undefined)
    return { schema, ui: { ...own, ...selectOf(hint.choices, hint) } };
  return { schema, ui: own };
}

/** The name of the enum a list's items refer to, through a nullable union if need be. */
function enumNameOf(items: unknown, place: Place): string | undefined {
  if (!isRecord(items)) return undefined;
  const referred = resolve(items, place.document);
  return withoutNullUnion(referred.schema, place.document).name ?? referred.name;
}

/** Which properties of a contract schema a form edits, when not all of them. */
export interface ContractFormFields {
  /** Only these properties, in this order (a form that edits some of them). */
  fields?: readonly string[];
  /**
   * Required by the form besides what the contract requires: a merge patch would silently leave
   * out a field the user emptied.
   */
  alsoRequired?: readonly string[];
  /**
   * Fields the form asks that the body does not carry (a path parameter, a confirmation typed
   * twice), as JSON Schemas; the screen takes them out before sending.
   */
  extra?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}

/** A form of a contract schema: the schema SchemaForm takes, and its uiSchema from the hints. */
export interface ContractForm {
  schema: RJSFSchema;
  uiSchema: (hints?: FormHints) => UiSchema;
}

function pick(
  schema: Json,
  name: string,
  { fields, alsoRequired = [], extra = {} }: ContractFormFields,
): Json {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required : [];
  const kept = fields ?? Object.keys(properties);
  const all = [...Object.keys(extra), ...kept];
  return {
    ...schema,
    type: 'object',
    properties: {
      ...extra,
      ...Object.fromEntries(
        kept.map((field) => {
          if (!isRecord(properties[field])) {
            throw new Error(`No property ${field} in the contract's ${name}`);
          }
          return [field, properties[field]];
        }),
      ),
    },
    required: all.filter((field) => required.includes(field) || alsoRequired.includes(field)),
  };
}

/**
 * The one adapter from a schema of the contract to react-jsonschema-form. The schema: references
 * inlined, a nullable union (`anyOf` with null) as one nullable type, no English schema name as
 * title, read-only fields left out. The uiSchema: the French titles are the catalogue's field
 * labels (packages/validation `fieldLabels`, the grids' headers too), an enum is one select of its
 * catalogue labels with an empty choice, nullable or not, and so is a reference given its
 * `choices`; a visible field without a label throws, naming it. `hints` is the form's own small
 * table: field order, widgets, the choices of references, screen texts.
 *
 * `document` is the bundled contract (`{ components: { schemas } }`), where `$ref`s resolve. The
 * schema is built once: keep it (ajv compiles each schema object once); call `uiSchema` as the
 * choices load.
 */
export function contractForm(
  document: unknown,
  name: string,
  fields: ContractFormFields = {},
): ContractForm {
  const contract = isRecord(document) ? document : {};
  const found = pick(
    resolve({ $ref: `#/components/schemas/${name}` }, contract).schema,
    name,
    fields,
  );
  const walk = (hints: FormHints, needsTitles: boolean) =>
    adaptObject(found, hints, {
      document: contract,
      entity: name,
      path: '',
      inlined: [name],
      needsTitles,
    });
  const schema: Json = { ...walk({}, false).schema };
  delete schema.title;
  // What is left of the contract's `$ref`s (inside an `allOf`) still resolves from the root.
  const components = contract.components;
  return {
    schema: isRecord(components) ? { ...schema, components } : schema,
    uiSchema: (hints = {}) => walk(hints, true).ui,
  };
}
