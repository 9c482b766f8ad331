import { existsSync } from "node:fs";
import path from "node:path";

/**
 * Reads `.env` from the working directory into `process.env` when the file exists, as the
 * server and the operator commands start. A variable already set in the real environment
 * wins over the file (Node's `process.loadEnvFile` never overwrites one).
 */
export function loadEnvFile(dir = process.cwd()): string | undefined {
  const file = path.join(dir, ".env");
  if (!existsSync(file)) return undefined;
  process.loadEnvFile(file);
  return file;
}
