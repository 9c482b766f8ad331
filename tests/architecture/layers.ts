// The layer order of decision 0036, lowest first, as decision 0046 checks it. A folder imports
// only from its own rank or below; folders of one rank may use each other, but never both ways
// (the cycle check). The server's own top-level files sit in two ranks: the pieces every layer
// uses, and the entry points that assemble the rest.

export type Layer = { name: string; rank: number };

const LAYERS: { rank: number; name: string; paths: string[] }[] = [
  { rank: 0, name: "domain", paths: ["domain/"] },
  {
    rank: 1,
    name: "server base",
    paths: [
      "server/config.ts",
      "server/logger.ts",
      "server/log-safety.ts",
      "server/pretty-log.ts",
      "server/env-file.ts",
      "server/private-files.ts",
      "server/node-flags.ts",
      "server/types/",
    ],
  },
  { rank: 2, name: "server/db", paths: ["server/db/"] },
  { rank: 2, name: "server/mail", paths: ["server/mail/"] },
  { rank: 2, name: "server/media", paths: ["server/media/"] },
  { rank: 2, name: "server/auth", paths: ["server/auth/"] },
  // The payment gateways' own rules: signing, checking what they send, calling their APIs.
  { rank: 2, name: "server/payments", paths: ["server/payments/"] },
  { rank: 3, name: "server/services", paths: ["server/services/"] },
  { rank: 4, name: "server/seed", paths: ["server/seed/"] },
  { rank: 4, name: "server/http", paths: ["server/http/"] },
  { rank: 5, name: "server/api", paths: ["server/api/"] },
  { rank: 6, name: "server/site", paths: ["server/site/"] },
  // The pages' code runs inside the site; it reaches the server through the facade below.
  { rank: 7, name: "app", paths: ["app/"] },
  {
    rank: 8,
    name: "server entry points",
    paths: [
      "server/start.ts",
      "server/cli.ts",
      "server/operator-command.ts",
      "server/backup.ts",
      "server/startup-failure.ts",
      "server/end-when-idle.ts",
    ],
  },
];

/** The one server module whose values app/ may import, and only from its `*.server.ts` files. */
export const PAGE_FACADE = "server/site/page-facade.ts";

/** The layer a repository path belongs to; undefined for files outside the layers (tests/, scripts/…). */
export function layerOf(file: string): Layer | undefined {
  const layer = LAYERS.find(({ paths }) =>
    paths.some((owned) =>
      owned.endsWith("/") ? file.startsWith(owned) : moduleName(file) === moduleName(owned),
    ),
  );
  return layer && { name: layer.name, rank: layer.rank };
}

/** A path without its extension, a test named as the module it tests: `server/cli.test.ts` is `server/cli`. */
export const moduleName = (file: string) => file.replace(/(\.test)?\.tsx?$/, "");
