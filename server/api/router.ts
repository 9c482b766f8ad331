import { Hono } from "hono";
import type { Logger } from "pino";
import type { Config } from "../config";
import { authenticate, sameOriginForCookies } from "../http/authenticate";
import { HttpError } from "../http/http-error";
import { createJsonCache } from "../http/public-cache/json-cache";
import type { PublicCache } from "../http/public-cache/store";
import type { Services } from "../services/container";
import { authRoutes } from "./accounts/auth";
import { userRoutes } from "./accounts/users";
import { pageContentRoutes } from "./content/page-content";
import { solutionTrashRoutes } from "./content/solution-trash";
import { solutionRoutes } from "./content/solutions";
import { dashboardRoutes } from "./insights/dashboard";
import { insightsRoutes } from "./insights/insights";
import { mediaLibraryRoutes } from "./media/media-library";
import { referenceRoutes } from "./openapi/reference-routes";
import { invoiceRoutes } from "./payments/invoices";
import { paymentRoutes } from "./payments/payments";
import { contactRoutes } from "./sales-desk/inbox/contacts";
import { loggedConversationRoutes } from "./sales-desk/inbox/logged-conversations";
import { spamRoutes } from "./sales-desk/inbox/spam-enquiries";
import { enquiryRoutes } from "./sales-desk/intake/enquiries";
import { integrationRoutes } from "./sales-desk/intake/integrations";
import { quoteRoutes } from "./sales-desk/quotes/quotes";
import { settingsRoutes } from "./settings/settings";
import type { ApiEnv } from "./shared/env";
import { refusalsLogged, securityLog } from "./shared/security-log";
import { storableAddress } from "./shared/storable-address";
import { JSON_BODY_LIMITS, jsonBodyLimit } from "./shared/validate";

/** The REST API of SPEC §7. Every admin route checks the role itself (requireAdmin). */
export function createApiRouter(
  services: Services,
  config: Config,
  publicCache: PublicCache,
  logger: Logger,
) {
  const cache = createJsonCache(publicCache);
  const audit = securityLog(logger, config.TRUST_PROXY);
  const api = new Hono<ApiEnv>();
  api.use(refusalsLogged(audit));
  api.use(storableAddress);
  api.use(authenticate(services.sessions, config.PUBLIC_URL, config.REQUIRE_ADMIN_2FA));
  api.use(sameOriginForCookies(config.PUBLIC_URL));

  // Bodies above what a route carries are refused before they are read to the end.
  api.use("/enquiries", jsonBodyLimit(JSON_BODY_LIMITS.enquiries));
  api.use("/contact/*", jsonBodyLimit(JSON_BODY_LIMITS.enquiries));
  api.use("/integrations/*", jsonBodyLimit(JSON_BODY_LIMITS.enquiries));
  api.use("/quotes/*", jsonBodyLimit(JSON_BODY_LIMITS.enquiries));
  api.use("/payments/*", jsonBodyLimit(JSON_BODY_LIMITS.enquiries));
  api.use("/solutions/*", jsonBodyLimit(JSON_BODY_LIMITS.content));
  api.use("/content/*", jsonBodyLimit(JSON_BODY_LIMITS.content));

  api.route("/auth", authRoutes(services, config, audit));
  api.route("/", enquiryRoutes(services.enquiries, services.formTokens, config));
  api.route("/contact/conversations", loggedConversationRoutes(services));
  api.route("/spam-enquiries", spamRoutes(services.spam));
  api.route("/", quoteRoutes(services));
  api.route("/contact", contactRoutes(services, logger));
  api.route("/solutions", solutionRoutes(services, cache, config.PUBLIC_URL, config.TRUST_PROXY));
  api.route("/trash", solutionTrashRoutes(services));
  api.route("/users", userRoutes(services, audit));
  api.route("/media", mediaLibraryRoutes(services));
  api.route("/settings", settingsRoutes(services, cache, { audit, publicUrl: config.PUBLIC_URL }));
  api.route("/content", pageContentRoutes(services, config.PUBLIC_URL));
  api.route("/admin", dashboardRoutes(services));
  api.route("/admin", insightsRoutes(services));
  api.route("/integrations", integrationRoutes(services, config));
  api.route("/payments", paymentRoutes(services, config));
  api.route("/invoices", invoiceRoutes(services));
  api.route("/", referenceRoutes(api, config.PUBLIC_URL));
  // A sub-app's notFound handler is not consulted once it is mounted, so a catch-all route
  // keeps unknown API paths answering in the API's JSON shape.
  api.all("*", () => {
    throw new HttpError(404, "Not found");
  });
  return api;
}
