import { defineConfig } from "drizzle-kit";

// Only `npm run db:generate` reads this: it diffs server/db/schema.ts against the
// migrations folder and writes the next SQL migration. The server applies them at start-up.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema.ts",
  out: "./server/db/migrations",
});
