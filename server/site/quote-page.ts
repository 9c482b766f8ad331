import { createHash } from "node:crypto";
import type { HttpBindings } from "@hono/node-server";
import { type Context, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { PagePath } from "#domain/page-paths";
import { ACCEPT_NAME_MAX, DECLINE_REASON_MAX } from "#domain/sales-desk/quote-schema";
import { isStorableText } from "#domain/text-rules";
import type { Config } from "../config";
import { type AuthVariables, authenticate } from "../http/authenticate";
import { nodeClientIp } from "../http/client-ip";
import { pageWrites } from "../http/page-writes";
import type { Services } from "../services/container";
import { pdfResponse, preparePdf } from "../services/sales-desk/quotes/quote-pdf";
import type { Quote } from "../services/sales-desk/quotes/quote-view";
import { plainQuotePage, type QuoteActions, quoteDocument, quotePage } from "./quote-html";

// /q/{token}: the buyer's page of a quote (decision 0091). No account: the signed token is the
// key. Never cached, never indexed. The forms post back here and work without JavaScript; a
// successful answer redirects to the page (303), so a reload sends nothing twice.

type Env = { Bindings: HttpBindings; Variables: AuthVariables };

const NAME_NEEDED = "Type your full name to accept.";
const TICK_NEEDED = "Tick “I accept” to accept the quote.";

const NOT_OURS = plainQuotePage(
  "This link does not open a quote",
  "Check that you copied the whole link from the email. Nothing was changed.",
);
const NOT_READY = plainQuotePage(
  "This quote is not ready yet",
  "We have not sent it yet. Nothing was changed.",
);

/** The SHA-256 (hex) of the quote as the page draws it: what an acceptance records. */
export const renderedHash = (quote: Quote) => createHash("sha256").update(quoteDocument(quote)).digest("hex");

const cleanText = (value: unknown, max: number) =>
  typeof value === "string" && isStorableText(value) ? value.trim().slice(0, max) : "";

export function quotePageRoutes(services: Services, config: Config) {
  async function askHref(quote: Quote): Promise<string> {
    const { email } = await services.settings.companyDetails();
    const subject = `Please send a new quote for ${quote.number}`;
    return email ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : ("/contact" satisfies PagePath);
  }

  const isShown = (quote: Quote) => quote.status !== "draft" && quote.status !== "replaced";

  /** The page for `quote` (null: a token we did not sign), with its status code. */
  async function page(
    c: Context<Env>,
    quote: Quote | null,
    form: Partial<QuoteActions> = {},
    status: ContentfulStatusCode = 200,
  ) {
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex, nofollow");
    if (!quote) return c.html(NOT_OURS, 404);
    if (quote.status === "draft") return c.html(NOT_READY, 404);
    if (quote.status === "replaced")
      return c.html(
        plainQuotePage(
          "This quote was replaced",
          `Quote ${quote.number} was changed, and the new version has a new link: use the one in our latest email. Nothing was changed.`,
          await askHref(quote),
        ),
        410,
      );
    // Its "Download PDF" is what the buyer may ask for next.
    void preparePdf();
    return c.html(quotePage(quote, { path: c.req.path, askHref: await askHref(quote), ...form }), status);
  }

  const staff = (c: Context<Env>) => c.get("user")?.role === "admin";

  return (
    new Hono<Env>()
      .use(pageWrites(config.PUBLIC_URL))
      .use(authenticate(services.sessions, config.PUBLIC_URL, config.REQUIRE_ADMIN_2FA))
      // The PDF of a quote the buyer can read; anything else answers as the page would.
      .get("/:token/pdf", async (c) => {
        const quote = await services.quoteResponses.open(c.req.param("token"), { staff: true });
        return quote && isShown(quote) ? pdfResponse(quote) : page(c, quote);
      })
      .get("/:token", async (c) =>
        page(c, await services.quoteResponses.open(c.req.param("token"), { staff: staff(c) })),
      )
      .post("/:token", async (c) => {
        const token = c.req.param("token");
        const form = await c.req.parseBody();
        if (form.intent === "decline") {
          const declined = await services.quoteResponses.decline(
            token,
            cleanText(form.reason, DECLINE_REASON_MAX),
          );
          return declined ? c.redirect(c.req.path, 303) : page(c, null);
        }
        const name = cleanText(form.name, ACCEPT_NAME_MAX);
        const error = !name ? NAME_NEEDED : form.accept !== "yes" ? TICK_NEEDED : undefined;
        if (error)
          return page(c, await services.quoteResponses.open(token, { staff: true }), { error, name }, 400);
        const shown = await services.quoteResponses.open(token, { staff: true });
        if (!shown) return page(c, null);
        const accepted = await services.quoteResponses.accept(token, {
          name,
          ip: nodeClientIp(c.env.incoming, config.TRUST_PROXY),
          userAgent: cleanText(c.req.header("user-agent"), 500),
          sha256: renderedHash(shown),
        });
        return accepted ? c.redirect(c.req.path, 303) : page(c, null);
      })
  );
}
