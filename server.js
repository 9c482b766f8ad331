// Entry point. Production runs the bundled server (`npm run build` writes it); `--dev`
// runs the TypeScript sources through Vite with hot reload. Kept in plain JavaScript
// because it must run before anything is built.
import { existsSync } from "node:fs";

const dev = process.argv.includes("--dev");

if (dev) {
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  const { start } = await vite.ssrLoadModule("/server/start.ts");
  await start({ vite });
} else {
  const bundle = new URL("./build/server/index.js", import.meta.url);
  if (!existsSync(bundle)) {
    // `npm run serve` on a fresh clone: one line saying what to do, not a module-loader stack.
    console.error(
      "No production build in build/: run `npm run build` first, or `npm start`, which builds when needed.",
    );
    process.exit(1);
  }
  const { start } = await import(bundle.href);
  await start();
}
