import { Hono } from "hono";
import type { Logger } from "pino";
import type { Config } from "../config";
import { authenticate, sameOriginForCookies } from "../http/authenticate";
import { HttpError } from "../http/http-error";
import { createJsonCache } from "../http/public-cache/json-cache";
import type { PublicCache } from "../http/public-cache/store";
import type { Services } from "../services/container";
import { authRoutes } from "./auth";
import { contactRoutes } from "./contacts";
import { dashboardRoutes } from "./dashboard";
import { enquiryRoutes } from "./enquiries";
import type { ApiEnv } from "./env";
import { insightsRoutes } from "./insights";
import { integrationRoutes } from "./integrations";
import { loggedConversationRoutes } from "./logged-conversations";
import { mediaLibraryRoutes } from "./media-library";
import { pageContentRoutes } from "./page-content";
import { paymentRoutes } from "./payments";
import { quoteRoutes } from "./quotes";
import { referenceRoutes } from "./reference-routes";
import { refusalsLogged, securityLog } from "./security-log";
import { settingsRoutes } from "./settings";
import { solutionTrashRoutes } from "./solution-trash";
import { solutionRoutes } from "./solutions";
import { spamRoutes } from "./spam-enquiries";
import { storableAddress } from "./storable-address";
import { userRoutes } from "./users";
import { JSON_BODY_LIMITS, jsonBodyLimit } from "./validate";

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
  api.route("/", referenceRoutes(api, config.PUBLIC_URL));
  // A sub-app's notFound handler is not consulted once it is mounted, so a catch-all route
  // keeps unknown API paths answering in the API's JSON shape.
  api.all("*", () => {
    throw new HttpError(404, "Not found");
  });
  return api;
}
