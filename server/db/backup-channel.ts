import { chmodSync, rmSync } from "node:fs";
import { connect, createServer } from "node:net";
import path from "node:path";
import type { Logger } from "pino";

// PGlite's data directory can be open in one process only, so a backup of a running site must
// come from the server itself. It listens on a Unix socket beside the data directory: whoever
// may use the socket could read the data directory anyway, so no password or token is needed,
// and nothing is exposed on the network (decision 0020).

/** The socket of the server that holds `dataDir`. */
export function backupSocketPath(dataDir: string): string {
  return path.resolve(dataDir, "pglite.sock");
}

const GZIP_MAGIC = [0x1f, 0x8b];
export const isGzip = (bytes: Uint8Array) => bytes[0] === GZIP_MAGIC[0] && bytes[1] === GZIP_MAGIC[1];

/**
 * Answers every connection to the socket with a fresh dump (a gzipped tar), or with a line
 * of text saying why not. Never fails the start: without the socket, backups need the
 * server stopped.
 */
export async function openBackupChannel(
  socketPath: string,
  dump: () => Promise<Uint8Array>,
  logger: Logger,
): Promise<{ close(): Promise<void> }> {
  // Left behind by a process that died; this process holds the data directory's lock.
  rmSync(socketPath, { force: true });
  const server = createServer((socket) => {
    socket.on("error", () => {});
    dump().then(
      (bytes) => {
        logger.info({ bytes: bytes.length }, "backup taken");
        socket.end(bytes);
      },
      (error) => {
        logger.error({ err: error }, "backup failed");
        socket.end(`Backup failed: ${(error as Error).message}`);
      },
    );
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(socketPath, () => resolve());
    });
    chmodSync(socketPath, 0o600);
  } catch (error) {
    logger.warn({ err: error, socketPath }, "backup socket unavailable: stop the server to back it up");
    return { close: async () => {} };
  }
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}

/**
 * Asks the server holding `socketPath` for a dump. Resolves undefined when no server is
 * listening there (none runs on this data directory).
 */
export function requestDump(socketPath: string): Promise<Uint8Array | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(socketPath);
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("end", () => {
      const bytes = new Uint8Array(Buffer.concat(chunks));
      if (isGzip(bytes)) resolve(bytes);
      else reject(new Error(Buffer.from(bytes).toString("utf8") || "The server sent no backup."));
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT" || error.code === "ECONNREFUSED") resolve(undefined);
      else reject(error);
    });
  });
}
