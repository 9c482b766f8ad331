import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** What the fake model does with one request: answer this content, or this status, or never. */
export type ModelReply = { content: string } | { status: number } | "silence";

/**
 * An OpenAI-compatible chat endpoint on this machine, standing in for the operator's model
 * (FINDER_LLM_URL, decision 0093), which is outside our control. Each request gets `reply`'s
 * answer for its parsed body; requests are kept for the test to read.
 */
export async function fakeChatModel(reply: (request: { messages: { content: string }[] }) => ModelReply) {
  const received: Array<{ path: string; headers: IncomingHttpHeaders; body: Record<string, unknown> }> = [];
  const silent = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      received.push({ path: request.url ?? "", headers: request.headers, body });
      const answer = reply(body);
      if (answer === "silence") return void silent.add(response);
      if ("status" in answer) return void response.writeHead(answer.status).end();
      response.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({
          choices: [{ index: 0, message: { role: "assistant", content: answer.content } }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of silent) response.destroy();
        server.close(() => resolve());
      }),
  };
}
