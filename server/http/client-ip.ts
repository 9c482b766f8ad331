import type { HttpBindings } from "@hono/node-server";
import type { Context } from "hono";

/**
 * The client's address for rate limits. The socket's peer unless `trustedProxies` says how
 * many reverse proxies stand in front of us; then the address each of them appended to
 * X-Forwarded-For, counted from the right, so a client cannot forge its own entry.
 */
export function clientIp(c: Context, trustedProxies: number): string {
  const socketIp = (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket.remoteAddress ?? "unknown";
  if (trustedProxies === 0) return socketIp;
  const forwarded = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  return forwarded[forwarded.length - trustedProxies] ?? forwarded[0] ?? socketIp;
}
