// The floor under any Node.js server: node:http alone, answering each path with fixed bytes
// and the very headers our server sends for it. Started by bench/node-floor.ts.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [manifestFile, port] = process.argv.slice(2);
const answers = new Map(
  JSON.parse(readFileSync(manifestFile, "utf8")).map(({ path, headers, body }) => [
    path,
    { headers, body: Buffer.from(body, "base64") },
  ]),
);
createServer((req, res) => {
  const answer = answers.get(req.url);
  if (!answer) return res.writeHead(404).end();
  res.writeHead(200, { ...answer.headers, "content-length": answer.body.length }).end(answer.body);
}).listen(Number(port), "127.0.0.1");
