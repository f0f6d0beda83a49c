// The editor's fields, generated from the content schemas: one field per schema key, its widget from the
// kind of value, selects from the closed vocabularies, "required" from the schema. Labels and hints come from
// field-text.ts. Every field carries `content_path`, which the editor's validation uses to ask the schema.
import type { z } from "zod";
import { LOCALES } from "../i18n/locale";
import { isLocalizedText } from "../content/localized-text-schema";
import { entrySchema, type ContentKind } from "./content-files";
import { CHOICE_LABELS, fieldText } from "./field-text";
import {
  arrayElement,
  choiceValues,
  isOptional,
  numberRule,
  objectShape,
  unionOptions,
  valueKind,
  type ContentPath,
} from "./zod-introspect";

/** The editor collection of a dealer group's lots (content/locations/), which a vehicle's lot names. */
export const LOCATIONS_COLLECTION = "locations";

export interface CmsSelectOption {
  label: string;
  value: string | number;
}

/** A Decap CMS field, as far as this site uses them (plus `content_path` and `for_types`, read by our widgets). */
export interface CmsField {
  name: string;
  label: string;
  widget: string;
  content_path: string;
  required?: boolean;
  hint?: string;
  fields?: CmsField[];
  field?: CmsField;
  options?: CmsSelectOption[];
  multiple?: boolean;
  value_type?: "int" | "float";
  step?: number;
  min?: number;
  summary?: string;
  collapsed?: boolean;
  default?: string;
  format?: string;
  date_format?: string;
  time_format?: boolean;
  picker_utc?: boolean;
  choose_url?: boolean;
  /** variant-object children: shown only for these values of the variant key. */
  for_types?: string[];
  /** relation: the collection whose entries the value names, the entry field stored, searched and shown. */
  collection?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
}

export interface FieldOptions {
  /** Labels for the vehicle badge keys (from site.json), so staff pick "Low Price", not "lowPrice". */
  badgeLabels?: Record<string, string>;
}

/**
 * Widgets chosen by path rather than by the kind of value. On a text by language (`description`) the widget is
 * each language's: every language of the text gets it.
 */
const WIDGET_BY_PATH: Record<ContentKind, Record<string, Partial<CmsField>>> = {
  site: {
    hours: { widget: "opening-hours" },
    fees: { summary: "{{fields.name.en}}: ${{fields.amount}}" },
    reviews: { summary: "{{fields.site}}: {{fields.rating}} of 5, {{fields.count}} reviews, read {{fields.readOn}}" },
    // The date control with a warning under it once the rating is stale (src/admin/widgets/review-date.tsx).
    "reviews.*.readOn": {
      widget: "review-date",
      format: "YYYY-MM-DD",
      date_format: "YYYY-MM-DD",
      time_format: false,
      picker_utc: true,
      default: "{{now}}",
    },
  },
  testimonials: {
    testimonials: { summary: "{{fields.name}}, {{fields.rating}} stars", collapsed: true },
    "testimonials.*.text": { widget: "text" },
  },
  vehicle: {
    description: { widget: "text" },
    dateInStock: {
      widget: "datetime",
      format: "YYYY-MM-DD",
      date_format: "YYYY-MM-DD",
      time_format: false,
      picker_utc: true,
      default: "{{now}}",
    },
    priceReducedOn: {
      widget: "datetime",
      format: "YYYY-MM-DD",
      date_format: "YYYY-MM-DD",
      time_format: false,
      picker_utc: true,
    },
    photos: { summary: "{{fields.file}}", collapsed: false },
    "photos.*.file": { widget: "image", choose_url: false },
    features: { collapsed: false },
    // The lot is picked from the Locations collection by name; the file keeps its id. On a site with one lot the
    // list is empty and the field, optional, stays empty.
    location: {
      widget: "relation",
      collection: LOCATIONS_COLLECTION,
      value_field: "id",
      search_fields: ["name", "id"],
      display_fields: ["name"],
    },
  },
  location: {
    hours: { widget: "opening-hours" },
    serviceHours: { widget: "opening-hours" },
    feedIds: { collapsed: false },
  },
};

/** Widgets of our own (src/admin/) that edit a list or object as one value. */
const WHOLE_VALUE_WIDGETS = new Set(["opening-hours"]);

export class FieldConfigError extends Error {}

const isLocaleKey = (step: string) => (LOCALES as readonly string[]).includes(step);

/** The path's widget override: a text by language passes its own to its languages. */
function overrideOf(kind: ContentKind, path: ContentPath, schema: z.ZodType): Partial<CmsField> {
  if (isLocalizedText(schema)) return {};
  const own = WIDGET_BY_PATH[kind][path.join(".")];
  if (own) return own;
  const last = String(path[path.length - 1]);
  return (isLocaleKey(last) && WIDGET_BY_PATH[kind][path.slice(0, -1).join(".")]) || {};
}

function textOf(kind: ContentKind, path: string) {
  const text = fieldText(kind, path);
  if (!text)
    throw new FieldConfigError(`No label for the ${kind} field "${path}": add it to src/lib/admin/field-text.ts`);
  return text;
}

function choiceOptions(values: (string | number)[], labels: Record<string, string>): CmsSelectOption[] {
  return values.map((value) => ({
    value,
    label: labels[String(value)] ?? CHOICE_LABELS[String(value)] ?? String(value),
  }));
}

/**
 * Nothing inside an optional object is required by the editor: left out whole (the reserve button, a history
 * report), the entry must save; filled in part, the schema's messages name what is missing (content-files.ts).
 */
function notRequired(field: CmsField): CmsField {
  // A list's items keep their own rules: an item, once added, must be whole.
  const nested = field.widget === "object" || field.widget === "variant-object";
  return { ...field, required: false, ...(nested && field.fields ? { fields: field.fields.map(notRequired) } : {}) };
}

function fieldFor(kind: ContentKind, schema: z.ZodType, path: ContentPath, options: FieldOptions): CmsField {
  const key = path.join(".");
  const text = textOf(kind, key);
  const name = String(path[path.length - 1]);
  const base: CmsField = {
    name,
    label: text.label,
    widget: "string",
    content_path: key,
    ...(text.hint ? { hint: text.hint } : {}),
  };
  // Empty text or an empty list is a value these fields may hold; the schema judges the rest.
  const mayBeEmpty = isOptional(schema) || schema.safeParse("").success || schema.safeParse([]).success;
  const required = !mayBeEmpty;
  const override = overrideOf(kind, path, schema);
  const kindOfValue = valueKind(schema);
  const labels = key === "badges" ? (options.badgeLabels ?? {}) : {};

  // A widget of our own that edits the whole value (all seven days of opening hours at once).
  if (override.widget && WHOLE_VALUE_WIDGETS.has(override.widget)) return { ...base, required, ...override };

  let field: CmsField;
  switch (kindOfValue) {
    case "choice":
      field = { ...base, widget: "select", options: choiceOptions(choiceValues(schema) ?? [], labels) };
      break;
    case "number": {
      const rule = numberRule(schema);
      field = {
        ...base,
        widget: "number",
        value_type: rule?.integer ? "int" : "float",
        step: rule?.integer ? 1 : 0.01,
      };
      break;
    }
    case "boolean":
      field = { ...base, widget: "boolean" };
      break;
    case "object": {
      const shape = objectShape(schema) ?? {};
      const children = Object.entries(shape).map(([child, childSchema]) =>
        fieldFor(kind, childSchema, [...path, child], options),
      );
      field = { ...base, widget: "object", fields: isOptional(schema) ? children.map(notRequired) : children };
      break;
    }
    case "union": {
      const union = unionOptions(schema)!;
      const variants = [...union.options.entries()];
      const typeField: CmsField = {
        ...fieldFor(kind, variants[0][1].shape[union.key] as z.ZodType, [...path, union.key], options),
        widget: "select",
        options: choiceOptions(
          variants.map(([value]) => value),
          labels,
        ),
        // An optional choice (the import's default Buyers Guide) may stay unset: then the whole value is left out.
        ...(mayBeEmpty ? { required: false } : {}),
      };
      const seen = new Set([union.key]);
      const children: CmsField[] = [typeField];
      for (const [, option] of variants) {
        for (const [child, childSchema] of Object.entries(option.shape)) {
          if (seen.has(child)) continue;
          seen.add(child);
          const forTypes = variants.filter(([, other]) => child in other.shape).map(([value]) => value);
          children.push({
            ...fieldFor(kind, childSchema as z.ZodType, [...path, child], options),
            for_types: forTypes,
          });
        }
      }
      field = { ...base, widget: "variant-object", fields: children };
      break;
    }
    case "list": {
      const element = arrayElement(schema)!;
      const itemPath = [...path, "*"];
      if (valueKind(element) === "choice") {
        field = {
          ...base,
          widget: "select",
          multiple: true,
          options: choiceOptions(choiceValues(element) ?? [], labels),
        };
      } else if (valueKind(element) === "object") {
        const item = fieldFor(kind, element, itemPath, options);
        field = { ...base, widget: "list", fields: item.fields };
      } else {
        const item = fieldFor(kind, element, itemPath, options);
        field = { ...base, widget: "list", field: { ...item, name: name } };
      }
      if (!schema.safeParse([]).success && !isOptional(schema)) field.min = 1;
      break;
    }
    case "string":
      field = base;
      break;
    default:
      throw new FieldConfigError(
        `The ${kind} field "${key}" has a kind of value the editor does not know yet: teach src/lib/admin/cms-fields.ts`,
      );
  }
  return { ...field, required, ...override };
}

/** The editor's fields for one kind of content file, in the schema's order. */
export function cmsFields(kind: ContentKind, options: FieldOptions = {}): CmsField[] {
  return cmsFieldsFor(kind, entrySchema(kind), options);
}

/** The same for a given schema (tests pass a changed one to see the generation refuse an unlabelled field). */
export function cmsFieldsFor(kind: ContentKind, entry: z.ZodType, options: FieldOptions = {}): CmsField[] {
  const shape = objectShape(entry);
  if (!shape) throw new FieldConfigError(`The ${kind} schema is not an object`);
  return Object.entries(shape).map(([name, schema]) => fieldFor(kind, schema, [name], options));
}

/** `"photos.*.file"` -> `["photos", "*", "file"]`. */
export function parseContentPath(contentPath: string): ContentPath {
  return contentPath.split(".");
}
