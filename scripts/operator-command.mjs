// `npm run seed`, `create-admin`, `backup`, `restore`, `media:variants` and `rotate-key`. A development
// checkout has tsx and runs the sources, so a command never runs code older than the tree; a
// production install (npm ci --omit=dev, the Docker image) has no TypeScript loader and runs
// the bundled commands that `npm run build` wrote.
import { existsSync } from "node:fs";
import { createRequire } from "node:module";

function hasTsx() {
  try {
    createRequire(import.meta.url).resolve("tsx/esm/api");
    return true;
  } catch {
    return false;
  }
}

if (hasTsx()) {
  const { register } = await import("tsx/esm/api");
  register();
  await import("#server/operator-command");
} else {
  const built = new URL("../build/server/operator-command.js", import.meta.url);
  if (!existsSync(built)) {
    console.error("The operator commands are not built: run `npm run build` first.");
    process.exit(1);
  }
  await import(built.href);
}
