import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The server build bundles our whole Node server (server/start.ts), not only the React
// Router handler, so production runs plain JavaScript with no TypeScript loader.
export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/start.ts" }, target: "node20" }
    : { manifest: true },
  plugins: [tailwindcss(), reactRouter()],
}));
