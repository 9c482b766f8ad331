// Entry point. Production runs the bundled server (`npm run build` writes it); `--dev`
// runs the TypeScript sources through Vite with hot reload. Kept in plain JavaScript
// because it must run before anything is built.
const dev = process.argv.includes("--dev");

if (dev) {
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  const { start } = await vite.ssrLoadModule("/server/start.ts");
  await start({ vite });
} else {
  const { start } = await import("./build/server/index.js");
  await start();
}
