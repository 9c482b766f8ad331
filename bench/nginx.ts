import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { CapturedAnswer } from "./node-floor";
import { spawnAnswering } from "./server-process";
import { toolPath } from "./tools";

/**
 * nginx (Debian's nginx-light, one worker) serving fixed files on loopback: the yardstick our
 * server's numbers are divided by. `npm run bench` checks first that it is installed.
 */
export async function startNginx(dir: string, port: number, answers: CapturedAnswer[]) {
  const root = path.join(dir, "root");
  mkdirSync(root, { recursive: true });
  const locations = answers.map((answer, index) => {
    const name = `file-${index}`;
    writeFileSync(path.join(root, name), answer.body);
    const type = answer.headers["content-type"] ?? "application/octet-stream";
    const encoding = answer.headers["content-encoding"];
    const sendsEncoding = encoding ? ` add_header Content-Encoding ${encoding};` : "";
    return `location = ${answer.path} { default_type "${type}";${sendsEncoding} try_files /${name} =404; }`;
  });
  const config = path.join(dir, "nginx.conf");
  writeFileSync(
    config,
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    ${locations.join("\n    ")}
  }
}
`,
  );
  const url = `http://127.0.0.1:${port}`;
  const nginx = await spawnAnswering(
    toolPath("nginx"),
    ["-c", config, "-p", dir],
    `${url}${answers[0]?.path}`,
  );
  return { url, stop: nginx.stop };
}
