import { setImmediate as nextTurn } from "node:timers/promises";
import type { Context } from "hono";
import type { Logger } from "pino";
import { acceptsGzip } from "../../http/responses/compression";

const encoder = new TextEncoder();
const bytes = (text: string) => encoder.encode(text);

/**
 * `{ success, data, count }` (as respond.ts's `ok` answers a list) for a list read a chunk at a
 * time: each chunk is sent as it is read, and other requests get their turn between chunks.
 * On PGlite the database runs on the server's one thread, and the whole list at once held it
 * for seconds (issue 52). The first chunk is read before answering, so a failure there is
 * answered like any other; a failure later cuts the body short (it no longer parses) and is
 * logged. `count` follows `data`, once it is known.
 */
export async function streamedList<T>(c: Context, chunks: AsyncIterable<T[]>, logger: Logger) {
  const iterator = chunks[Symbol.asyncIterator]();
  let read = await iterator.next();
  let count = 0;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes('{"success":true,"data":['));
    },
    async pull(controller) {
      try {
        if (read.done) {
          controller.enqueue(bytes(`],"count":${count}}`));
          controller.close();
          return;
        }
        const items = read.value.map((item) => JSON.stringify(item)).join(",");
        controller.enqueue(bytes(count > 0 && items ? `,${items}` : items));
        count += read.value.length;
        await nextTurn();
        read = await iterator.next();
      } catch (error) {
        logger.error({ err: error }, "list cut short");
        controller.error(error);
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  // Gzipped here as it streams: compression() would gather the whole body first (tens of MB).
  if (!acceptsGzip(c.req.header("Accept-Encoding"))) {
    return c.body(body, 200, { "Content-Type": "application/json", Vary: "Accept-Encoding" });
  }
  return c.body(
    body.pipeThrough<Uint8Array>(
      // The DOM types give its writable side BufferSource, which Uint8Array is.
      new CompressionStream("gzip") as unknown as ReadableWritablePair<Uint8Array, Uint8Array>,
    ),
    200,
    {
      "Content-Type": "application/json",
      "Content-Encoding": "gzip",
      Vary: "Accept-Encoding",
    },
  );
}
