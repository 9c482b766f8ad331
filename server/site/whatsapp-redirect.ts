import type { HttpBindings } from "@hono/node-server";
import type { Context } from "hono";
import { whatsappChatHref, whatsappGreeting } from "#domain/company/whatsapp";
import type { PagePath } from "#domain/page-paths";
import { publicPathOf, solutionPath } from "#domain/public-pages";
import { readAttribution } from "#domain/sales-desk/enquiry-attribution";
import type { Config } from "../config";
import { nodeClientIp } from "../http/client-ip";
import type { Services } from "../services/container";
import { OTHER_VALUE } from "../services/insights/insights";

/**
 * GET /go/whatsapp?from=/solutions/x: counts a click on a WhatsApp button (as insights count a
 * page view: cookieless, bots and Do Not Track left out) and answers 302 to wa.me, the
 * message naming the page and its solution. `from` is one of our pages (a public route or a
 * published solution's) or counts as "(other)" and names the home page (decision 0071).
 * Every click is answered; the counting keeps one a visitor a day. Without a WhatsApp number
 * set there is no button; an old link then goes to the contact page.
 */
export function whatsappRedirect(services: Services, config: Config) {
  return async (c: Context<{ Bindings: HttpBindings }>) => {
    const { whatsapp } = await services.settings.companyDetails();
    // Each click is counted, so no answer may be reused; and none is a page to index.
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex");
    if (!whatsapp) return c.redirect("/contact" satisfies PagePath, 302);
    // Only a path of ours, without its query (it may hold a visitor's details).
    const { sourcePage, solutionId } = readAttribution({ sourcePage: c.req.query("from") });
    const solution = solutionId ? await services.solutions.get(solutionId) : null;
    const page = solution ? solutionPath(solution.id) : publicPathOf(sourcePage);
    const clientIp = nodeClientIp(c.env.incoming, config.TRUST_PROXY);
    services.insights.whatsappClick(c.env.incoming, clientIp, page ?? OTHER_VALUE);
    const message = whatsappGreeting(
      `${config.PUBLIC_URL}${page ?? ("/" satisfies PagePath)}`,
      solution?.title,
    );
    return c.redirect(whatsappChatHref(whatsapp, message) ?? ("/contact" satisfies PagePath), 302);
  };
}
