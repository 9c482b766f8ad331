import type { z } from "zod";

// Reads untrusted JSON through a schema without refusing it: what fits the schema's shape is
// kept, what does not falls back to the schema's default, or to an empty value of its type.
// Lengths, required text and minimum counts are not checked: this is for filling a form that
// the full parse checks at save time (the editor's "Import from JSON", SPEC §2). Because it is
// driven by the schema, a field added to the schema is read without a change here.

/** What zod 4 keeps about a schema; only the parts read below. */
interface SchemaDef {
  type: string;
  innerType?: z.ZodType;
  /** A transform's input schema (its output is the caller's to settle). */
  in?: z.ZodType;
  defaultValue?: unknown;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  entries?: Record<string, unknown>;
}

const definition = (schema: z.ZodType) => schema._zod.def as unknown as SchemaDef;

/** Marks a value that does not fit: the caller drops it or falls back. */
const UNFIT = Symbol("unfit");
type Read = unknown | typeof UNFIT;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function read(schema: z.ZodType, value: unknown): Read {
  const def = definition(schema);
  switch (def.type) {
    case "default": {
      const inner = value === undefined ? UNFIT : read(def.innerType as z.ZodType, value);
      return inner === UNFIT ? def.defaultValue : inner;
    }
    case "optional":
      return value === undefined ? UNFIT : read(def.innerType as z.ZodType, value);
    case "pipe":
      return read(def.in as z.ZodType, value);
    case "object":
      return readObject(def.shape ?? {}, isRecord(value) ? value : {});
    case "array":
      return Array.isArray(value)
        ? value.map((item) => read(def.element as z.ZodType, item)).filter((item) => item !== UNFIT)
        : UNFIT;
    case "enum":
      return Object.values(def.entries ?? {}).includes(value) ? value : UNFIT;
    case "string":
      return typeof value === "string" ? value : UNFIT;
    case "number": {
      // A solution's numbers are whole (coordinates, step ids): SPEC §2 reads "2.5" as 2.
      const whole = Number.parseInt(String(value), 10);
      return Number.isNaN(whole) ? UNFIT : whole;
    }
    default: {
      const parsed = schema.safeParse(value);
      return parsed.success ? parsed.data : UNFIT;
    }
  }
}

/** An empty value of the schema's type, for a required field that was missing or unfit. */
function empty(schema: z.ZodType): unknown {
  const def = definition(schema);
  if (def.type === "string") return "";
  if (def.type === "number") return 0;
  if (def.type === "array") return [];
  if (def.type === "object") return readObject(def.shape ?? {}, {});
  if (def.type === "enum") return Object.values(def.entries ?? {})[0];
  if (def.type === "pipe") return empty(def.in as z.ZodType);
  return undefined;
}

function readObject(shape: Record<string, z.ZodType>, value: Record<string, unknown>) {
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    const fieldValue = read(field, value[key]);
    if (fieldValue !== UNFIT) result[key] = fieldValue;
    else if (definition(field).type !== "optional") result[key] = empty(field);
  }
  return result;
}

/** `value` read through `schema`'s shape, never refused (see above). */
export function lenientParse<Schema extends z.ZodObject>(schema: Schema, value: unknown): z.output<Schema> {
  return readObject(schema.shape, isRecord(value) ? value : {}) as z.output<Schema>;
}
