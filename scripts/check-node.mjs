// First step of the npm scripts that build, serve or test: on a Node.js older than the project
// needs (Debian 12's is 20), one line naming the Node wanted and where the README says how to
// get it, instead of a stack trace from the first TypeScript file Node cannot read. Plain
// JavaScript of the oldest kind, so that any Node runs it.
import { readFileSync } from "node:fs";

const root = new URL("../", import.meta.url);
const { engines } = JSON.parse(readFileSync(new URL("package.json", root), "utf8"));
const [major, minor] = engines.node.match(/\d+/g).map(Number);
const [haveMajor, haveMinor] = process.versions.node.split(".").map(Number);
if (haveMajor < major || (haveMajor === major && haveMinor < minor)) {
  const release = readFileSync(new URL(".nvmrc", root), "utf8").trim();
  console.error(
    `This project needs Node.js ${major}.${minor} or newer (Node ${release}, .nvmrc), and this is ${process.version}: ` +
      `README.md, section "Node 24", shows how to install it, with or without a version manager.`,
  );
  process.exit(1);
}
