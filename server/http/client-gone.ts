import type { IncomingMessage } from "node:http";

/** What nginx logs for a request whose client closed the connection: nobody reads the answer. */
export const CLIENT_CLOSED_REQUEST = 499;

/** Whether the client closed its connection before its whole request had arrived. */
export const clientGone = (incoming: IncomingMessage | undefined): boolean =>
  Boolean(incoming?.destroyed && !incoming.complete);
