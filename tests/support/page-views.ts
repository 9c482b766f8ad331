import type { PageHandler } from "#server/site/pages";

// Page views as browsers send them, for the insights tests: a stand-in page renderer, user
// agents of each device class, and a GET that arrives from a given address (TRUST_PROXY=1).

export const USER_AGENTS = {
  phone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
  tablet:
    "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
  desktop:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  bot: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
};

/** Every path is a 200 page, as in the app (unknown paths show the home page); `.data` is React Router's data. */
export const stubPages: PageHandler = async (request, { cspNonce }) =>
  new URL(request.url).pathname.endsWith(".data")
    ? new Response("[]", { headers: { "Content-Type": "text/x-script" } })
    : new Response(`<!doctype html><script nonce="${cspNonce}"></script><p>page</p>`, {
        headers: { "Content-Type": "text/html; charset=utf-8" },
      });

export interface Visitor {
  ip: string;
  userAgent: string;
}

export async function view(
  serverUrl: string,
  path: string,
  visitor: Visitor,
  headers: Record<string, string> = {},
  method = "GET",
) {
  const response = await fetch(`${serverUrl}${path}`, {
    method,
    headers: { "user-agent": visitor.userAgent, "x-forwarded-for": visitor.ip, ...headers },
  });
  await response.arrayBuffer();
  return response.status;
}
