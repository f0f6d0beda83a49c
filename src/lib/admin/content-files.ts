// The four kinds of content file the editor writes, and the one way an editor entry becomes file content:
// the same function shapes what is validated and what is saved, and the build's own zod schemas judge it.
import { z } from "zod";
import { formatPath } from "../content/format-issues";
import { locationSchema } from "../content/location-schema";
import { foldSpanishTwins, isLocalizedText, localizedKeysOf } from "../content/localized-text-schema";
import { siteSettingsSchema } from "../content/site-settings-schema";
import { testimonialsSchema } from "../content/testimonial-schema";
import { vehicleSchema } from "../content/vehicle-schema";
import {
  arrayElement,
  insideOptionalObject,
  isOptional,
  objectShape,
  schemaAt,
  unionOptions,
  unwrap,
  type ContentPath,
} from "./zod-introspect";

export type ContentKind = "site" | "testimonials" | "vehicle" | "location";

export const CONTENT_KINDS: readonly ContentKind[] = ["site", "testimonials", "vehicle", "location"];

/** Testimonials are a list at the top of their file; the editor keeps them under one key (an entry is an object). */
const TESTIMONIALS_KEY = "testimonials";

/**
 * The schema of an editor entry of each kind. Vehicles take the current year (model years run to next
 * year), exactly as the build does.
 */
export function entrySchema(kind: ContentKind, currentYear = new Date().getFullYear()): z.ZodType {
  switch (kind) {
    case "site":
      return siteSettingsSchema;
    case "testimonials":
      return z.strictObject({ [TESTIMONIALS_KEY]: testimonialsSchema });
    case "vehicle":
      return vehicleSchema(currentYear);
    case "location":
      return locationSchema;
  }
}

type Json = unknown;

function isPlainObject(value: Json): value is Record<string, Json> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** What an empty editor field leaves behind: nothing, null, "" or an object of empty fields. */
function isBlank(value: Json): boolean {
  if (value === undefined || value === null || value === "") return true;
  return isPlainObject(value) && Object.values(value).every(isBlank);
}

/**
 * Editor entry data as the file will hold it, following the schema: keys in the schema's order (unknown
 * keys kept after them, so the build's strict check still names them), empty optional fields left out, empty
 * text that may be empty written as "", empty lists that may be empty written as [], and the fields of a
 * variant that is not chosen (a dealer warranty's terms after switching to "as-is") dropped. Anything else is
 * kept as it is, for the schema to judge.
 * @internal exported for its unit tests
 */
export function toContent(schema: z.ZodType, value: Json): Json {
  const inner = unwrap(schema);
  const union = unionOptions(inner);
  if (union && isPlainObject(value)) {
    const chosen = union.options.get(String(value[union.key]));
    if (!chosen) return value;
    const otherKeys = new Set([...union.options.values()].flatMap((option) => Object.keys(option.shape)));
    for (const key of Object.keys(chosen.shape)) otherKeys.delete(key);
    return toContent(chosen, Object.fromEntries(Object.entries(value).filter(([key]) => !otherKeys.has(key))));
  }
  const shape = objectShape(inner);
  if (shape && isPlainObject(value)) {
    const content: Record<string, Json> = {};
    for (const [key, field] of Object.entries(shape)) {
      const fieldValue = toContent(field, value[key]);
      if (!isBlank(fieldValue)) content[key] = fieldValue;
      else if (isOptional(field)) continue;
      else if (field.safeParse("").success) content[key] = "";
      else if (arrayElement(field) && field.safeParse([]).success) content[key] = [];
      else if (fieldValue !== undefined && fieldValue !== null) content[key] = fieldValue;
    }
    for (const [key, extra] of Object.entries(value)) if (!(key in shape) && extra !== undefined) content[key] = extra;
    return content;
  }
  const element = arrayElement(inner);
  if (element && Array.isArray(value)) return value.map((item) => toContent(element, item));
  return value;
}

/** The file's text for an editor entry: two-space JSON with a final newline, like the files staff edit by hand. */
export function contentFileText(kind: ContentKind, entryData: Json): string {
  const content = toContent(entrySchema(kind), entryData);
  const fileValue = kind === "testimonials" && isPlainObject(content) ? content[TESTIMONIALS_KEY] : content;
  return `${JSON.stringify(fileValue, null, 2)}\n`;
}

/**
 * A file's value as the editor's fields hold it: a text by language as its object of languages, from a plain
 * string (English only) or from the old form, a Spanish twin beside the English text (foldSpanishTwins). The
 * next save then writes the file in the new form.
 */
function inEditorForm(schema: z.ZodType, value: Json): Json {
  if (isLocalizedText(schema) && typeof value === "string") return { en: value };
  const inner = unwrap(schema);
  const shape = objectShape(inner);
  if (shape && inner instanceof z.ZodObject && isPlainObject(value)) {
    const { read } = foldSpanishTwins(value, localizedKeysOf(inner));
    return Object.fromEntries(
      Object.entries(read as Record<string, Json>).map(([key, field]) => [
        key,
        key in shape ? inEditorForm(shape[key], field) : field,
      ]),
    );
  }
  const element = arrayElement(inner);
  if (element && Array.isArray(value)) return value.map((item) => inEditorForm(element, item));
  return value;
}

/** Editor entry data from a file's text. */
export function entryDataOf(kind: ContentKind, fileText: string): Record<string, Json> {
  const parsed: Json = JSON.parse(fileText);
  const data = kind === "testimonials" ? { [TESTIMONIALS_KEY]: parsed } : parsed;
  if (!isPlainObject(data)) throw new Error(`expected a JSON object in the ${kind} file`);
  const entry = inEditorForm(entrySchema(kind), data);
  return isPlainObject(entry) ? entry : data;
}

export interface ContentIssue {
  /** Where in the entry: keys and list positions. */
  path: (string | number)[];
  message: string;
}

/** Every rule the build would report for this entry, with zod's own messages. */
export function contentIssues(schema: z.ZodType, entryData: Json): ContentIssue[] {
  const result = schema.safeParse(toContent(schema, entryData));
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: issue.path.map((part) => (typeof part === "number" ? part : String(part))),
    message:
      issue.code === "unrecognized_keys"
        ? `unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((key) => `"${key}"`).join(", ")} (check the spelling)`
        : issue.message,
  }));
}

/** Does an issue's path name this field (`*` matches any list position)? */
function pathMatches(issuePath: readonly (string | number)[], fieldPath: ContentPath): boolean {
  return (
    issuePath.length === fieldPath.length &&
    fieldPath.every((step, index) => (step === "*" ? typeof issuePath[index] === "number" : step === issuePath[index]))
  );
}

/**
 * The messages for one field. A field outside any list is judged within the whole entry, so rules that
 * tie fields together (highway MPG when city MPG is given) land on it; a field inside a list item is
 * judged on its own value, since the editor does not tell a field which item it belongs to.
 */
export function fieldMessages(kind: ContentKind, fieldPath: ContentPath, entryData: Json, ownValue: Json): string[] {
  const schema = entrySchema(kind);
  const fieldSchema = schemaAt(schema, fieldPath);
  if (!fieldSchema) return [];
  // An empty field that must be filled in: the editor's own "required" message says so already, except inside an
  // optional object, where the editor requires nothing (cms-fields.ts) and the schema says what a part needs.
  if (
    isBlank(ownValue) &&
    !isOptional(fieldSchema) &&
    !fieldSchema.safeParse("").success &&
    !insideOptionalObject(schema, fieldPath)
  )
    return [];
  if (!fieldPath.includes("*")) {
    return contentIssues(schema, entryData)
      .filter((issue) => pathMatches(issue.path, fieldPath))
      .map((issue) => issue.message);
  }
  return contentIssues(fieldSchema, ownValue).map((issue) =>
    issue.path.length > 0 ? `${formatPath(issue.path)}: ${issue.message}` : issue.message,
  );
}

/** `content/site.json: hours[2].hours: expected …` lines, as the build prints them, for a whole entry. */
export function entryProblems(kind: ContentKind, file: string, entryData: Json): string[] {
  return contentIssues(entrySchema(kind), entryData).map((issue) => {
    const path = kind === "testimonials" && issue.path[0] === TESTIMONIALS_KEY ? issue.path.slice(1) : issue.path;
    return `${file}: ${formatPath(path)}: ${issue.message}`;
  });
}
