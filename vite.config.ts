import { cpSync } from "node:fs";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * React, React DOM and React Router in one chunk: every page loads all of them, and left to
 * itself the bundler cuts React Router 8 into five chunks, each compressed on its own, which
 * costs every page about 4 KB of its first-load budget (decision 0012).
 */
const framework = {
  name: "framework",
  test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
};

/**
 * V8's explicit compile hint on the framework chunk: every page runs most of React and React
 * Router as it hydrates, and with the hint Chromium compiles their functions on the thread that
 * streams the script in, instead of one by one on the main thread as each is first called. After
 * minification, which would drop the comment (decision 0066).
 */
const compileHint = (chunk: { name: string }) =>
  chunk.name === framework.name ? "//# allFunctionsCalledOnLoad" : "";

export default defineConfig({
  // React Router keeps the client's manifest only when asked here; scripts/check-bundle-size.mjs
  // measures the pages' first load from it.
  build: { manifest: true },
  environments: {
    client: {
      build: {
        rolldownOptions: { output: { codeSplitting: { groups: [framework] }, postBanner: compileHint } },
      },
    },
    // The server build bundles our whole Node server (server/start.ts), not only the React
    // Router handler, so production runs plain JavaScript with no TypeScript loader.
    ssr: { build: { target: "node22", rolldownOptions: { input: "./server/start.ts" } } },
  },
  ssr: {
    noExternal: [
      // Bundled into the server too, so it loads only the icons the pages use: importing the
      // package's index at start-up loads every icon and costs about 0.2 s of cold start.
      "@heroicons/react",
      // The OpenAPI description's builder, bundled so the production install does without it
      // and the schema libraries it lists as optional peers (valibot, then TypeScript: 26 MB).
      "hono-openapi",
      /^@standard-community\//,
      "@hono/standard-validator",
      "quansync",
    ],
  },
  plugins: [tailwindcss(), reactRouter(), copyMigrations()],
});

/**
 * The bundled server looks for its migrations beside itself (server/db/client.ts), so it runs
 * from any working directory and from a folder holding only the build.
 */
function copyMigrations(): Plugin {
  return {
    name: "copy-migrations",
    applyToEnvironment: (environment) => environment.name === "ssr",
    writeBundle(options) {
      cpSync("server/db/migrations", path.join(options.dir ?? "build/server", "migrations"), {
        recursive: true,
      });
    },
  };
}
