import type { IncomingMessage } from "node:http";
import type { HttpBindings } from "@hono/node-server";
import type { Context } from "hono";

/**
 * The client's address for rate limits. The socket's peer unless `trustedProxies` says how
 * many reverse proxies stand in front of us; then the address each of them appended to
 * X-Forwarded-For, counted from the right, so a client cannot forge its own entry.
 */
export function clientIp(c: Context, trustedProxies: number): string {
  const socketIp = (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket.remoteAddress ?? "unknown";
  return addressOf(socketIp, c.req.header("x-forwarded-for"), trustedProxies);
}

/** clientIp for a request not seen by Hono (the public cache front's). */
export function nodeClientIp(req: IncomingMessage, trustedProxies: number): string {
  const forwarded = req.headers["x-forwarded-for"];
  return addressOf(
    req.socket.remoteAddress ?? "unknown",
    Array.isArray(forwarded) ? forwarded.join(",") : forwarded,
    trustedProxies,
  );
}

function addressOf(socketIp: string, forwardedFor: string | undefined, trustedProxies: number): string {
  if (trustedProxies === 0) return socketIp;
  const forwarded = (forwardedFor ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  return forwarded[forwarded.length - trustedProxies] ?? forwarded[0] ?? socketIp;
}
