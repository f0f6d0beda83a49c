// Reading the content schemas (zod 4) as data, so the editor's fields and the files it writes follow the
// very rules the build applies. Only the shapes the content schemas use are understood; anything else is
// reported by the caller's tests rather than guessed at.
import { z } from "zod";

/** A path inside a content file: keys, and `*` for "any item of this list". */
export type ContentPath = readonly (string | "*")[];

/** Optional and defaulted fields may be left out of a file. */
export function isOptional(schema: z.ZodType): boolean {
  return schema.safeParse(undefined).success;
}

/** The schema without its optional / default wrapper, or the step that reads a value before it (z.preprocess). */
export function unwrap(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodOptional) return unwrap(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodDefault) return unwrap(schema.removeDefault() as z.ZodType);
  if (schema instanceof z.ZodPipe && schema.in instanceof z.ZodTransform) return unwrap(schema.out as z.ZodType);
  return schema;
}

export function objectShape(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const inner = unwrap(schema);
  return inner instanceof z.ZodObject ? (inner.shape as Record<string, z.ZodType>) : undefined;
}

export function arrayElement(schema: z.ZodType): z.ZodType | undefined {
  const inner = unwrap(schema);
  return inner instanceof z.ZodArray ? (inner.element as z.ZodType) : undefined;
}

/** Discriminated union: the discriminator key and each option's schema by its discriminator value. */
export function unionOptions(schema: z.ZodType): { key: string; options: Map<string, z.ZodObject> } | undefined {
  const inner = unwrap(schema);
  if (!(inner instanceof z.ZodDiscriminatedUnion)) return undefined;
  const key = inner._zod.def.discriminator;
  const options = new Map<string, z.ZodObject>();
  for (const option of inner.options as z.ZodObject[]) {
    for (const value of choiceValues(option.shape[key] as z.ZodType) ?? []) options.set(String(value), option);
  }
  return { key, options };
}

/** The allowed values of an enum, a literal or a union of literals; undefined for open values. */
export function choiceValues(schema: z.ZodType): (string | number)[] | undefined {
  const inner = unwrap(schema);
  if (inner instanceof z.ZodEnum) return [...(inner.options as (string | number)[])];
  if (inner instanceof z.ZodLiteral)
    return [...inner.values].filter(
      (value): value is string | number => typeof value === "string" || typeof value === "number",
    );
  if (inner instanceof z.ZodUnion) {
    const values = (inner.options as z.ZodType[]).map(choiceValues);
    return values.every((list) => list !== undefined) ? (values.flat() as (string | number)[]) : undefined;
  }
  return undefined;
}

export interface NumberRule {
  integer: boolean;
  min?: number;
  max?: number;
}

export function numberRule(schema: z.ZodType): NumberRule | undefined {
  const inner = unwrap(schema);
  if (!(inner instanceof z.ZodNumber)) return undefined;
  const finite = (value: number | null) => (value !== null && Number.isFinite(value) ? value : undefined);
  return { integer: inner.isInt, min: finite(inner.minValue), max: finite(inner.maxValue) };
}

export type ValueKind = "string" | "number" | "boolean" | "choice" | "object" | "list" | "union";

/** What kind of value a schema holds, as the editor needs to know it. */
export function valueKind(schema: z.ZodType): ValueKind | undefined {
  const inner = unwrap(schema);
  if (choiceValues(inner)) return "choice";
  if (inner instanceof z.ZodDiscriminatedUnion) return "union";
  if (inner instanceof z.ZodObject) return "object";
  if (inner instanceof z.ZodArray) return "list";
  if (inner instanceof z.ZodNumber) return "number";
  if (inner instanceof z.ZodBoolean) return "boolean";
  // z.email(), z.url() and the like are string formats, not ZodString instances.
  if (inner._zod.def.type === "string") return "string";
  // A value checked in two steps (a lot's name: a cell's line, then at most 60 characters) is edited as its first.
  if (inner instanceof z.ZodPipe) return valueKind(inner.in as z.ZodType);
  return undefined;
}

/** The schema of the value at `path` (`*` steps into list items), or undefined when the path leaves the schema. */
export function schemaAt(schema: z.ZodType, path: ContentPath): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  for (const step of path) {
    if (!current) return undefined;
    if (step === "*") {
      current = arrayElement(current);
      continue;
    }
    const shape = objectShape(current);
    if (shape) {
      current = shape[step];
      continue;
    }
    const union = unionOptions(current);
    current = union
      ? [...union.options.values()].map((option) => option.shape[step] as z.ZodType | undefined).find(Boolean)
      : undefined;
  }
  return current;
}

/**
 * Does the field at `path` sit inside an optional object, one that may be left out whole? Only the enclosing
 * values within its own list item count: an item's fields follow their own rules once the item exists.
 */
export function insideOptionalObject(schema: z.ZodType, path: ContentPath): boolean {
  const last = path.length - 1;
  if (path[last] === "*") return false;
  for (let end = Math.max(path.lastIndexOf("*") + 1, 1); end <= last; end++) {
    const enclosing = schemaAt(schema, path.slice(0, end));
    if (enclosing !== undefined && isOptional(enclosing) && valueKind(enclosing) === "object") return true;
  }
  return false;
}
