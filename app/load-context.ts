import type { Config } from "../server/config";
import type { Services } from "../server/services/container";

// Route loaders reach the domain services through the load context, so pages and the
// API share the process's one database (DESIGN: "exactly one database instance").
declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    config: Config;
  }
}
