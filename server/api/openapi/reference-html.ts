import { escapeMarkup } from "#domain/markup";

// The API reference at /api/docs, drawn on the server from the OpenAPI document: every
// operation under its own address (`#POST/api/solutions`), what it takes and what it answers,
// as nested lists a browser shows without a script. Our own few lines rather than a reference
// app: Scalar's standalone bundle brought 238 packages and 175 MB to the development install
// for one 4.9 MB script (issue 48).

/** The part of an OpenAPI 3.1 document the reference reads. */
export interface ReferenceDocument {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
  tags?: { name: string; description?: string }[];
  components?: { schemas?: Record<string, Schema> };
}

interface Operation {
  tags?: string[];
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: Schema }[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: Schema }> };
  responses: Record<
    string,
    {
      description?: string;
      headers?: Record<string, { description?: string }>;
      content?: Record<string, { schema?: Schema }>;
    }
  >;
}

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  additionalProperties?: Schema | boolean;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  description?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
};

const METHODS = ["get", "post", "put", "patch", "delete"] as const;
const SCHEMA_PREFIX = "#/components/schemas/";
// Zod's bounds of a safe integer say nothing a reader needs.
const SAFE_INTEGER = Number.MAX_SAFE_INTEGER;

/** A description's text, its `code` spans as code. */
const prose = (text: string) => escapeMarkup(text).replace(/`([^`]+)`/g, "<code>$1</code>");

/** The address of an operation, as Scalar's links named it: `POST/api/solutions`. */
const operationAnchor = (method: string, path: string) => `${method.toUpperCase()}${path}`;

/** The reference's body: a contents list by resource, then each operation and the shared shapes. */
export function referenceHtml(document: ReferenceDocument): string {
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({
      path,
      method,
      operation: item[method] as Operation,
    })),
  );
  // By resource, the operation's tag: Account, Inbox, Solutions…
  const groups = new Map<string, typeof operations>();
  for (const entry of operations) {
    const group = entry.operation.tags?.[0] ?? "";
    groups.set(group, [...(groups.get(group) ?? []), entry]);
  }
  const contents = [...groups]
    .map(
      ([group, members]) =>
        `<li>${escapeMarkup(group)}<ul>${members
          .map(
            ({ path, method, operation }) =>
              `<li><a href="#${escapeMarkup(operationAnchor(method, path))}"><span class="method ${method}">${method.toUpperCase()}</span> ${escapeMarkup(operation.summary ?? path)}</a></li>`,
          )
          .join("")}</ul></li>`,
    )
    .join("");
  const schemas = Object.entries(document.components?.schemas ?? {})
    .map(
      ([name, schema]) =>
        `<section id="schema-${escapeMarkup(name)}"><h3>${escapeMarkup(name)}</h3>${schemaHtml(schema, 0)}</section>`,
    )
    .join("");
  return `<header><h1>${escapeMarkup(document.info.title)} <small>${escapeMarkup(document.info.version)}</small></h1>
${document.info.description ? `<p>${prose(document.info.description)}</p>` : ""}
<p>The machine-readable description: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p></header>
<nav aria-label="Operations"><details open><summary>Operations</summary><ul>${contents}</ul></details></nav>
<main>${[...groups]
    .map(
      ([group, members]) =>
        `<h2>${escapeMarkup(group)}</h2>${described(document, group)}${members.map(({ path, method, operation }) => operationHtml(path, method, operation)).join("")}`,
    )
    .join("")}<h2>Shared shapes</h2>${schemas}</main>`;
}

/** The description of a resource, as the document's tags give it. */
function described(document: ReferenceDocument, tag: string): string {
  const description = document.tags?.find(({ name }) => name === tag)?.description;
  return description ? `<p>${prose(description)}</p>` : "";
}

function operationHtml(path: string, method: string, operation: Operation): string {
  const signedIn = operation.security?.length
    ? `<p class="note">Signed in: a session cookie or <code>Authorization: Bearer</code>.</p>`
    : "";
  const parameters = operation.parameters?.length
    ? `<h4>Parameters</h4><ul class="fields">${operation.parameters
        .map(
          (parameter) =>
            `<li>${field(parameter.name, parameter.required ?? false)} <span class="where">${escapeMarkup(parameter.in)}</span> ${
              parameter.schema ? summary(parameter.schema) : ""
            }${parameter.description ? ` <span class="text">${prose(parameter.description)}</span>` : ""}</li>`,
        )
        .join("")}</ul>`
    : "";
  const body = operation.requestBody
    ? `<h4>Request body${operation.requestBody.required ? "" : " (optional)"}</h4>${contentHtml(operation.requestBody.content)}`
    : "";
  const responses = Object.entries(operation.responses)
    .map(([status, response]) => {
      const headers = Object.entries(response.headers ?? {})
        .map(
          ([name, header]) =>
            `<li>${field(name, false)} header${header.description ? ` ${prose(header.description)}` : ""}</li>`,
        )
        .join("");
      return `<li><strong class="status s${status[0]}">${escapeMarkup(status)}</strong> ${prose(response.description ?? "")}${
        headers ? `<ul class="fields">${headers}</ul>` : ""
      }${response.content ? contentHtml(response.content) : ""}</li>`;
    })
    .join("");
  return `<section id="${escapeMarkup(operationAnchor(method, path))}"><h3>${escapeMarkup(operation.summary ?? path)}</h3>
<p><code class="request"><span class="method ${method}">${method.toUpperCase()}</span> ${escapeMarkup(path)}</code></p>${signedIn}${
    operation.description ? `<p>${prose(operation.description)}</p>` : ""
  }${parameters}${body}<h4>Responses</h4><ul class="responses">${responses}</ul></section>`;
}

function contentHtml(content: Record<string, { schema?: Schema }>): string {
  return Object.entries(content)
    .map(
      ([type, { schema }]) =>
        `<details><summary>${escapeMarkup(type)}</summary>${schema ? schemaHtml(schema, 0) : ""}</details>`,
    )
    .join("");
}

const field = (name: string, required: boolean) =>
  `<code class="field">${escapeMarkup(name)}</code>${required ? `<span class="required" title="required">*</span>` : ""}`;

/** A schema as its one-line summary, then its fields or alternatives nested below. */
function schemaHtml(schema: Schema, depth: number): string {
  return `<p class="shape">${summary(schema)}</p>${children(schema, depth)}`;
}

function children(schema: Schema, depth: number): string {
  // The document has no recursive shapes; the bound keeps a future one finite.
  if (depth > 12 || schema.$ref) return "";
  if (schema.properties && Object.keys(schema.properties).length) {
    const required = new Set(schema.required ?? []);
    return `<ul class="fields">${Object.entries(schema.properties)
      .map(
        ([name, property]) =>
          `<li>${field(name, required.has(name))} ${summary(property)}${children(property, depth + 1)}</li>`,
      )
      .join("")}</ul>`;
  }
  if (schema.items) return children(schema.items, depth + 1);
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives?.some((alternative) => children(alternative, depth + 1))) {
    return `<ol class="alternatives">${alternatives
      .map((alternative) => `<li>${summary(alternative)}${children(alternative, depth + 1)}</li>`)
      .join("")}</ol>`;
  }
  return "";
}

/** `string, 1–200 characters`, `array of object`, `"gold" | "silver"`, a link to a shared shape… */
function summary(schema: Schema): string {
  if (schema.$ref?.startsWith(SCHEMA_PREFIX)) {
    const name = schema.$ref.slice(SCHEMA_PREFIX.length);
    return `<a class="type" href="#schema-${escapeMarkup(name)}">${escapeMarkup(name)}</a>`;
  }
  const parts = [`<span class="type">${escapeMarkup(typeName(schema))}</span>`];
  const values = (list: unknown[]) => list.map((value) => JSON.stringify(value)).join(", ");
  const facts: string[] = [];
  if (schema.const !== undefined) facts.push(`always ${JSON.stringify(schema.const)}`);
  if (schema.enum) facts.push(`one of ${values(schema.enum)}`);
  if (schema.items?.enum) facts.push(`each one of ${values(schema.items.enum)}`);
  if (schema.format) facts.push(schema.format);
  facts.push(...range("characters", schema.minLength, schema.maxLength));
  facts.push(...range("items", schema.minItems, schema.maxItems));
  const bounded = [schema.minimum, schema.maximum].some(
    (bound) => Math.abs(bound ?? SAFE_INTEGER) < SAFE_INTEGER,
  );
  if (bounded) facts.push(...range("", schema.minimum, schema.maximum));
  if (schema.pattern) facts.push(`matching ${schema.pattern}`);
  if (schema.default !== undefined && typeof schema.default !== "object") {
    facts.push(`default ${JSON.stringify(schema.default)}`);
  }
  if (facts.length) parts.push(`<span class="facts">${escapeMarkup(facts.join("; "))}</span>`);
  if (schema.description) parts.push(`<span class="text">${prose(schema.description)}</span>`);
  return parts.join(" ");
}

function typeName(schema: Schema): string {
  if (schema.items)
    return `array of ${schema.items.$ref ? schema.items.$ref.slice(SCHEMA_PREFIX.length) : typeName(schema.items)}`;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return alternatives.map(typeName).join(" or ");
  if (Array.isArray(schema.type)) return schema.type.join(" or ");
  if (schema.type) return schema.type;
  if (schema.$ref) return schema.$ref.slice(SCHEMA_PREFIX.length);
  return "any";
}

/** `1–200 characters`, `at most 30 items`, `at least 1`. */
function range(unit: string, low: number | undefined, high: number | undefined): string[] {
  const suffix = unit ? ` ${unit}` : "";
  if (low !== undefined && high !== undefined) return [`${low}–${high}${suffix}`];
  if (high !== undefined) return [`at most ${high}${suffix}`];
  if (low !== undefined && low > 0) return [`at least ${low}${suffix}`];
  return [];
}
