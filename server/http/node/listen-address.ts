import { createServer } from "node:net";
import { type Config, invalidConfiguration, localPublicUrl, refusal } from "../../config";

// Failures of the listening address that are the HOST setting's fault.
const BAD_HOST: Record<string, string> = {
  ENOTFOUND: "No host has that name.",
  EAI_AGAIN: "The name could not be looked up.",
  EADDRNOTAVAIL: "This machine has no such address.",
};

/**
 * Listens on HOST for a moment, before the database is opened: a host name that does not
 * resolve, or an address of another machine, is refused naming HOST, rather than blamed on
 * the database after a first start has created and seeded it. PORT 0 (any free port) becomes
 * the port found here, so the default PUBLIC_URL and the console's "Site:" line give the port
 * the server really listens on.
 */
export async function settleListenAddress(config: Config): Promise<Config> {
  const probe = createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      probe.once("error", reject);
      probe.listen(0, config.HOST, resolve);
    });
  } catch (error) {
    const why = BAD_HOST[(error as NodeJS.ErrnoException).code ?? ""];
    if (why) throw invalidConfiguration([refusal("HOST", config.HOST), why]);
    throw error;
  }
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  if (config.PORT !== 0) return config;
  return {
    ...config,
    PORT: port,
    PUBLIC_URL: config.PUBLIC_URL_GIVEN ? config.PUBLIC_URL : localPublicUrl(port),
  };
}
