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
import { pdfResponse } from "../services/sales-desk/quotes/quote-pdf";
import type { Quote } from "../services/sales-desk/quotes/quote-view";
import { preparePdf } from "../services/shared/document-pdf";
import { RuleError } from "../services/shared/errors";
import { depositHtml, type GatewayResult } from "./deposit-html";
import { plainQuotePage, type QuoteActions, quoteDocument, quotePage } from "./quote-html";

// /q/{token}: the buyer's page of a quote (decision 0091). No account: the signed token is the
// key. Never cached, never indexed. The forms post back here and work without JavaScript; a
// successful answer redirects to the page (303), so a reload sends nothing twice. Once accepted,
// the page asks for the deposit and is where the gateways send the buyer back (decision 0097).

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

const RESULTS: readonly string[] = ["success", "cancel", "failure"] satisfies GatewayResult[];

const cleanText = (value: unknown, max: number) =>
  typeof value === "string" && isStorableText(value) ? value.trim().slice(0, max) : "";

export function quotePageRoutes(services: Services, config: Config) {
  async function askHref(quote: Quote): Promise<string> {
    const { email } = await services.settings.companyDetails();
    const subject = `Please send a new quote for ${quote.number}`;
    return email ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : ("/contact" satisfies PagePath);
  }

  const isShown = (quote: Quote) => quote.status !== "draft" && quote.status !== "replaced";
  const pathOf = (quote: Quote) => new URL(quote.url).pathname;

  /**
   * An accepted quote's deposit: its one payment (made the first time), and the ways to pay it
   * that are set up. Back from a gateway's "paid" address, the payment is marked returned, which
   * starts the desk's 15 minutes to "awaiting confirmation"; it is never taken as paid. With no
   * way to pay set up the payment is made all the same, so that its reference can be given and
   * an admin can mark it received (decision 0105).
   */
  async function depositPart(c: Context<Env>, quote: Quote, error: boolean): Promise<string | undefined> {
    if (quote.status !== "accepted" || quote.depositCents < 1) return undefined;
    const { payfast, yoco, bank } = await services.paymentSettings.gateways();
    let payment = await services.payments.forQuote(quote);
    const said = c.req.query("payment") === payment.id ? (c.req.query("result") ?? "") : "";
    const result = RESULTS.includes(said) ? (said as GatewayResult) : undefined;
    if (result === "success" && payment.returnedAt === null && payment.status !== "confirmed") {
      await services.payments.returned(payment.id);
      payment = (await services.payments.view(payment.id)) ?? payment;
    }
    const open = payment.status !== "confirmed";
    return depositHtml({
      payment,
      result,
      error,
      payfast: open && payfast ? await services.payments.payfastCheckout(payment.id, quote.url) : null,
      yocoAction: open && yoco ? `${pathOf(quote)}/pay/yoco` : null,
      bank,
    });
  }

  /** The page for `quote` (null: a token we did not sign), with its status code. */
  async function page(
    c: Context<Env>,
    quote: Quote | null,
    form: Partial<QuoteActions> = {},
    status: ContentfulStatusCode = 200,
    gatewayDown = false,
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
    const deposit = await depositPart(c, quote, gatewayDown);
    return c.html(
      quotePage(quote, { path: pathOf(quote), askHref: await askHref(quote), deposit, ...form }),
      status,
    );
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
      // Pay the deposit by card at Yoco: a checkout asked for (the same one when asked again), then Yoco's page.
      .post("/:token/pay/yoco", async (c) => {
        const quote = await services.quoteResponses.open(c.req.param("token"), { staff: true });
        // Not accepted (yet, or any more): nothing to pay; the page says where the quote stands.
        if (quote?.status !== "accepted") return quote ? c.redirect(pathOf(quote), 303) : page(c, null);
        const payment = await services.payments.forQuote(quote);
        const { yoco } = await services.paymentSettings.gateways();
        if (!yoco || payment.status === "confirmed") return c.redirect(pathOf(quote), 303);
        try {
          const checkout = await services.payments.yocoCheckout(payment.id, quote.url);
          return c.redirect(checkout.redirectUrl, 303);
        } catch (error) {
          if (!(error instanceof RuleError)) throw error;
          return page(c, quote, {}, 502, true);
        }
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
