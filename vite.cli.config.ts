import { defineConfig } from "vite";

// The operator commands (server/operator-command.ts) bundled like the server, beside it in
// build/server, where they find the same migrations and PGlite template. A production install
// then runs them as plain JavaScript, without a TypeScript loader among its dependencies.
export default defineConfig({
  build: {
    ssr: "server/operator-command.ts",
    outDir: "build/server",
    emptyOutDir: false,
    target: "node22",
    copyPublicDir: false,
    rolldownOptions: { output: { entryFileNames: "operator-command.js" } },
  },
});
