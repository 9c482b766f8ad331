import { cpSync } from "node:fs";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

// The server build bundles our whole Node server (server/start.ts), not only the React
// Router handler, so production runs plain JavaScript with no TypeScript loader.
export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/start.ts" }, target: "node20" }
    : { manifest: true },
  // Bundled into the server too, so it loads only the icons the pages use: importing the
  // package's index at start-up loads every icon and costs about 0.2 s of cold start.
  ssr: { noExternal: ["@heroicons/react"] },
  plugins: [tailwindcss(), reactRouter(), ...(isSsrBuild ? [copyMigrations()] : [])],
}));

/**
 * The bundled server looks for its migrations beside itself (server/db/client.ts), so it runs
 * from any working directory and from a folder holding only the build.
 */
function copyMigrations(): Plugin {
  return {
    name: "copy-migrations",
    writeBundle(options) {
      cpSync("server/db/migrations", path.join(options.dir ?? "build/server", "migrations"), {
        recursive: true,
      });
    },
  };
}
