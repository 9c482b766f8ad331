import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The server build bundles our whole Node server (server/start.ts), not only the React
// Router handler, so production runs plain JavaScript with no TypeScript loader.
export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/start.ts" }, target: "node20" }
    : { manifest: true },
  // Bundled into the server too, so it loads only the icons the pages use: importing the
  // package's index at start-up loads every icon and costs about 0.2 s of cold start.
  ssr: { noExternal: ["@heroicons/react"] },
  plugins: [tailwindcss(), reactRouter()],
}));
