import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { missingNodeFlags, SERVER_NODE_FLAGS } from "#server/node-flags";

// Decision 0078: V8 takes these flags only from the command line, so every launcher written
// down in the project must carry them; a launcher that forgets them peaks at ~1 GB on Node 24.
const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), "utf8");

/** Each command line in `text` that starts node on the server or an operator command. */
function nodeCommands(text: string): string[] {
  return [...text.matchAll(/node\b[^\n&|;"]*?(server\.js|operator-command\.mjs)/g)].map(
    ([command]) => command,
  );
}

describe("the node flags of decision 0078", () => {
  it("are on every npm script that starts the server or an operator command", () => {
    const scripts: Record<string, string> = JSON.parse(read("package.json")).scripts;
    const commands = Object.values(scripts).flatMap(nodeCommands);
    expect(commands.length).toBeGreaterThanOrEqual(9);
    for (const command of commands) expect(missingNodeFlags(command.split(" ")), command).toEqual([]);
  });

  it("are on the Dockerfile's command and the deployment guide's", () => {
    const cmd = read("Dockerfile").match(/^CMD (\[.*\])$/m)?.[1];
    expect(missingNodeFlags(JSON.parse(cmd ?? "[]"))).toEqual([]);
    const guide = nodeCommands(read("docs/deploy.md"));
    expect(guide.length).toBeGreaterThan(0);
    for (const command of guide) expect(missingNodeFlags(command.split(" ")), command).toEqual([]);
  });

  it("name what is missing from a command line", () => {
    expect(missingNodeFlags(["server.js"])).toEqual([...SERVER_NODE_FLAGS]);
    expect(missingNodeFlags([...SERVER_NODE_FLAGS])).toEqual([]);
  });
});
