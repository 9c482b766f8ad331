import { fileURLToPath } from "node:url";
import { checkTree } from "../tests/architecture/check-tree.ts";

// `npm run lint`'s second half (decision 0087): every import of app/, domain/ and server/ read
// with TypeScript's parser, resolved through `#app/*`, `#domain/*`, `#server/*` and relative
// paths, and held against every wall. Biome's patterns match a specifier's text only, so they
// cannot tell `import type` from a value or `#app/features/x` from `../../features/x`. It also
// counts each folder's own source files: at most 25 (decision 0094).
// Usage: node scripts/check-layers.ts [tree root, default this repository]

const root = process.argv[2] ?? fileURLToPath(new URL("..", import.meta.url));
const broken = checkTree(root);
if (broken.length > 0) {
  console.error(broken.join("\n"));
  console.error(`check-layers: ${broken.length} wall(s) broken (docs/decisions/0087, 0094)`);
  process.exit(1);
}
