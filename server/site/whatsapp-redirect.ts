import type { HttpBindings } from "@hono/node-server";
import type { Context } from "hono";
import { readAttribution } from "#domain/enquiry-attribution";
import { whatsappChatHref, whatsappGreeting } from "#domain/whatsapp";
import type { Config } from "../config";
import { nodeClientIp } from "../http/client-ip";
import type { Services } from "../services/container";

/**
 * GET /go/whatsapp?from=/solutions/x: counts a click on a WhatsApp button (as insights count a
 * page view: cookieless, bots and Do Not Track left out) and answers 302 to wa.me, the
 * message naming the page and its solution. Without a WhatsApp number set there is no button;
 * an old link then goes to the contact page.
 */
export function whatsappRedirect(services: Services, config: Config) {
  return async (c: Context<{ Bindings: HttpBindings }>) => {
    const { whatsapp } = await services.settings.companyDetails();
    // Each click is counted, so no answer may be reused; and none is a page to index.
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex");
    if (!whatsapp) return c.redirect("/contact", 302);
    services.insights.pageView(c.env.incoming, nodeClientIp(c.env.incoming, config.TRUST_PROXY));
    // Only a path of ours, without its query (it may hold a visitor's details).
    const { sourcePage, solutionId } = readAttribution({ sourcePage: c.req.query("from") });
    const page = sourcePage || "/";
    const solution = solutionId ? await services.solutions.get(solutionId) : null;
    const message = whatsappGreeting(`${config.PUBLIC_URL}${page}`, solution?.title);
    return c.redirect(whatsappChatHref(whatsapp, message) ?? "/contact", 302);
  };
}
