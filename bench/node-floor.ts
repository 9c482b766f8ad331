import { writeFileSync } from "node:fs";
import { get } from "node:http";
import path from "node:path";
import { spawnAnswering } from "./server-process";

// Headers that belong to one connection or one moment, not to the answer itself.
const PER_CONNECTION = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length"]);

export interface CapturedAnswer {
  path: string;
  headers: Record<string, string>;
  body: Buffer;
}

/** What our server sends for `url` with these request headers: headers and bytes as sent (still gzipped). */
export function captureAnswer(
  baseUrl: string,
  urlPath: string,
  requestHeaders: Record<string, string> = {},
): Promise<CapturedAnswer> {
  return new Promise((resolve, reject) => {
    get(`${baseUrl}${urlPath}`, { headers: requestHeaders }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (!PER_CONNECTION.has(name) && typeof value === "string") headers[name] = value;
        }
        resolve({ path: urlPath, headers, body: Buffer.concat(chunks) });
      });
      response.on("error", reject);
    }).on("error", reject);
  });
}

/**
 * A bare node:http server replaying captured answers: what Node itself costs per request with
 * our headers, so a ratio to nginx can be split into Node's share and ours.
 */
export async function startNodeFloor(dir: string, port: number, answers: CapturedAnswer[]) {
  const manifest = path.join(dir, "node-floor.json");
  writeFileSync(
    manifest,
    JSON.stringify(answers.map((answer) => ({ ...answer, body: answer.body.toString("base64") }))),
  );
  const script = path.join(import.meta.dirname, "node-floor-server.mjs");
  const url = `http://127.0.0.1:${port}`;
  const server = await spawnAnswering(
    process.execPath,
    [script, manifest, String(port)],
    `${url}${answers[0]?.path}`,
  );
  return { url, pid: server.pid, stop: server.stop };
}
