import { promises as dns, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { isLocalTestUrl } from "../../settings/notification-settings";
import { isPrivateAddress, literalAddress } from "../../shared/private-addresses";

// One POST to a webhook, made only to public addresses (docs/decisions/0063). The name is
// resolved once, inside the connection's own lookup: the addresses checked are the addresses
// connected to, so a name that answers a public address to a check and a private one to the
// connection (DNS rebinding) gets nowhere.

/** Every address a name resolves to; a parameter so tests can resolve names they do not own. */
export type ResolveHost = (hostname: string) => Promise<LookupAddress[]>;

export const resolveHost: ResolveHost = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

/** A connection's lookup that refuses a name when any of its addresses is private. */
function publicOnlyLookup(resolve: ResolveHost): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (resolved) => {
        const addresses = options.family ? resolved.filter((a) => a.family === options.family) : resolved;
        const refused = resolved.find((a) => isPrivateAddress(a.address));
        const [first] = addresses;
        if (refused || !first) {
          const why = refused ? `a private address (${refused.address})` : "no usable address";
          callback(new Error(`refused: ${hostname} resolves to ${why}`), "", 0);
        } else if (options.all) {
          (callback as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
        } else {
          callback(null, first.address, first.family);
        }
      },
      (error: Error) => callback(error, "", 0),
    );
  };
}

/**
 * POSTs `body` and answers the response's status; rejects when the receiver cannot be reached,
 * is private, or takes longer than `timeoutMs`. Redirects are not followed: a 3xx is its status.
 */
export function postToWebhook(
  target: URL,
  headers: Record<string, string>,
  body: string,
  options: { resolve: ResolveHost; timeoutMs: number; localAllowed: boolean },
): Promise<number> {
  // Not allowed, a local URL meets the private-address rules below like any other.
  const local = options.localAllowed && isLocalTestUrl(target);
  const address = literalAddress(target.hostname);
  if (!local && address && isPrivateAddress(address)) {
    return Promise.reject(new Error(`refused: ${address} is a private address`));
  }
  return new Promise((resolve, reject) => {
    const request = (target.protocol === "https:" ? https : http).request(
      target,
      {
        method: "POST",
        headers: { ...headers, "Content-Length": Buffer.byteLength(body) },
        // A fresh connection each time, so every delivery's address is the one just checked.
        agent: false,
        lookup: local ? undefined : publicOnlyLookup(options.resolve),
        signal: AbortSignal.timeout(options.timeoutMs),
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}
