import type { Context, MiddlewareHandler } from "hono";
import type { z } from "zod";
import type { ApiEnv } from "../shared/env";
import { ok } from "../shared/respond";
import { readJson, readJsonBody, readOptionalJson, validated } from "../shared/validate";
import { documented, json, type Operation, upload } from "./operation";

// One contract per route (decision 0090): a route's method, address, what it takes and what it
// answers are declared once, here in a route file's `routes(…)` group. The same declaration
// describes the route in the OpenAPI document, checks its body and query before the handler
// runs (`serve`), and types the admin client's calls (`RouteKey`, `RouteInput`, `RouteData`,
// imported as types only: no byte of it reaches the browser).

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * A route's method and path in one string, as its key and Hono's own docs write it; the path is
 * under the group's prefix: "GET /", "PUT /:id", "POST /:id/notes".
 */
type At = `${Method} ${string}`;

/** The method of an `at`: "PUT" of "PUT /:id". */
type MethodOf<A extends At> = A extends `${infer M extends Method} ${string}` ? M : never;
/** The path of an `at`: "/:id" of "PUT /:id". */
type PathOf<A extends At> = A extends `${Method} ${infer Path}` ? Path : never;

/** One route as its group declares it: where it lives, and the OpenAPI description of it. */
export interface Declared extends Omit<Operation, "body"> {
  at: At;
  /** The JSON body, checked before the handler runs (400 naming each field, 413, 415). */
  body?: z.ZodType;
  /** A body sent only when needed (a DELETE carrying the acting admin's proof). */
  optionalBody?: true;
  /**
   * Who checks the body, when not this middleware: "service", with this schema, after what must
   * come first (a sign-in is limited before its fields are read, a reset link rate-limited);
   * "handler", with the part of this schema that its path names (a page's words, once the page is
   * known to exist). The handler gets the parsed JSON, unchecked.
   */
  checkedBy?: "service" | "handler";
  /** A multipart upload of one file in this field, read by the handler (media-upload.ts). */
  upload?: string;
}

type Joined<Prefix extends string, Path extends string> = Path extends "/" ? Prefix : `${Prefix}${Path}`;

/** A declared route with its address: `key` is how the admin client names it, "PUT /api/users/:id". */
export type Contract<D extends Declared = Declared, Prefix extends string = string> = D & {
  key: `${MethodOf<D["at"]>} ${Joined<Prefix, PathOf<D["at"]>>}`;
};

/** The method and path of an `at`, apart, for the router. */
function split<A extends At>(at: A): [MethodOf<A>, PathOf<A>] {
  const space = at.indexOf(" ");
  return [at.slice(0, space), at.slice(space + 1)] as [MethodOf<A>, PathOf<A>];
}

/**
 * The routes of one Hono router mounted at `prefix` (as router.ts mounts it): each keeps its
 * `at`, under the prefix, for the router, and gains its whole address, for the client and the
 * document test.
 */
export function routes<const Prefix extends `/api${string}`, const Group extends Record<string, Declared>>(
  prefix: Prefix,
  group: Group,
): { [Name in keyof Group]: Contract<Group[Name], Prefix> } {
  return Object.fromEntries(
    Object.entries(group).map(([name, declared]) => {
      const [method, path] = split(declared.at);
      return [name, { ...declared, key: `${method} ${path === "/" ? prefix : prefix + path}` }];
    }),
  ) as { [Name in keyof Group]: Contract<Group[Name], Prefix> };
}

/** What the handler receives, checked: the body (or the parsed JSON the service checks) and the query. */
export type Received<C extends Declared> = {
  body: C extends { checkedBy: string }
    ? unknown
    : C extends { body: infer Body extends z.ZodType }
      ? z.output<Body>
      : undefined;
  query: C extends { query: infer Query extends z.ZodObject } ? z.output<Query> : undefined;
};

/** The `data` of the route's success body: what its handler returns, and what the client gets. */
export type Sent<C extends Declared> = z.output<C["ok"]> extends { data: infer Data } ? Data : never;

/**
 * The handler of a declared route: returns the data (sent as `{success, data}` with the declared
 * status) or a whole Response (a versioned answer with its ETag, a cookie, a body of its own).
 */
export type Handler<C extends Declared> = (
  c: Context<ApiEnv, PathOf<C["at"]>>,
  received: Received<C>,
) => Response | Sent<C> | Promise<Response | Sent<C>>;

/** Its OpenAPI description, a middleware that does nothing at run time. */
function described(contract: Declared): MiddlewareHandler {
  const { body, optionalBody, checkedBy, upload: field, at, ...operation } = contract;
  return documented({
    ...operation,
    ...(body ? { body: json(body, { optional: optionalBody === true }) } : {}),
    ...(field ? { body: upload(field) } : {}),
  });
}

async function receive(c: Context<ApiEnv>, contract: Declared) {
  const { body, optionalBody, checkedBy, query } = contract;
  const read =
    body === undefined
      ? undefined
      : checkedBy
        ? await readJsonBody(c)
        : optionalBody
          ? await readOptionalJson(c, body)
          : await readJson(c, body);
  return { body: read, query: query ? validated(query, c.req.query()) : undefined };
}

function answer<C extends Declared>(contract: C, handler: Handler<C>): MiddlewareHandler<ApiEnv> {
  return async (c) => {
    // The router matched the declared path, so its parameters are there.
    const result = await handler(
      c as Context<ApiEnv, PathOf<C["at"]>>,
      (await receive(c, contract)) as Received<C>,
    );
    return result instanceof Response ? result : ok(c, result, contract.status ?? 200);
  };
}

/**
 * A declared route, ready for its router's `.on(...)`: method, path, description, the guard
 * (requireAdmin, requireUser…) when it has one, then the body and query checked and the handler.
 * The guard runs before the body is read: a signed-out caller learns nothing of the rules.
 */
export function serve<C extends Declared>(
  contract: C,
  handler: Handler<C>,
): [Method, string, MiddlewareHandler, MiddlewareHandler<ApiEnv>];
export function serve<C extends Declared>(
  contract: C,
  guard: MiddlewareHandler,
  handler: Handler<C>,
): [Method, string, MiddlewareHandler, MiddlewareHandler, MiddlewareHandler<ApiEnv>];
export function serve<C extends Declared>(
  contract: C,
  ...rest: [Handler<C>] | [MiddlewareHandler, Handler<C>]
): unknown[] {
  const handler = rest.length === 2 ? rest[1] : rest[0];
  const guard = rest.length === 2 ? [rest[0]] : [];
  return [...split(contract.at), described(contract), ...guard, answer(contract, handler)];
}

// The client's side, types only.

/** Path parameters of an address: "id" and "version" of "/api/solutions/:id/versions/:version/restore". */
type Params<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | Params<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** What a call of the route sends: its path parameters, body and query. */
export type RouteInput<C extends Contract> = ([Params<C["key"]>] extends [never]
  ? unknown
  : { params: Record<Params<C["key"]>, string | number> }) &
  (C extends { body: infer Body extends z.ZodType }
    ? C extends { optionalBody: true }
      ? { body?: z.input<Body> }
      : { body: z.input<Body> }
    : unknown) &
  (C extends { query: infer Query extends z.ZodObject } ? { query?: z.input<Query> } : unknown);

/** The routes of one group by their keys, for the client's map of every declared route (contracts.ts). */
export type Keyed<Group extends Record<string, Contract>> = {
  [Name in keyof Group as Group[Name]["key"]]: Group[Name];
};
