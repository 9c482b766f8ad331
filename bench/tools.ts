import { existsSync } from "node:fs";
import path from "node:path";

// The programs the benchmark runs beside our server, from Debian's packages: the load generator
// wrk (written in C, bench/load.ts) and nginx, the yardstick our figures are divided by
// (bench/nginx.ts). `npm run bench` checks they are there before it starts; it installs nothing.

export type Tool = "wrk" | "nginx";

/** What to install on Debian for each. */
export const DEBIAN_PACKAGE: Record<Tool, string> = { wrk: "wrk", nginx: "nginx-light" };

/** Where `tool` is installed: on PATH, or in /usr/sbin, which a user's PATH often lacks (nginx). */
export function findTool(tool: Tool): string | undefined {
  const folders = [...(process.env.PATH ?? "").split(path.delimiter).filter(Boolean), "/usr/sbin"];
  return folders.map((folder) => path.join(folder, tool)).find((file) => existsSync(file));
}

/** The path to run `tool` by; bench/run.ts has made sure it is there. */
export const toolPath = (tool: Tool) => findTool(tool) ?? tool;
