import { afterAll, beforeAll } from "vitest";
import { apiClient, signIn } from "./api-client";
import { startTestServer, type TestServer } from "./server";

export interface AdminServer {
  server: TestServer;
  /** The API as a signed-in administrator. */
  admin: ReturnType<typeof apiClient>;
}

/**
 * A test server for the calling file's tests, with an administrator signed in: started before
 * them, closed after. Read its fields inside the tests, once they have been set.
 */
export function useAdminServer(env: Record<string, string> = {}): AdminServer {
  const context = {} as AdminServer;
  beforeAll(async () => {
    context.server = await startTestServer(env);
    context.admin = apiClient(context.server, (await signIn(context.server, "admin")).token);
  });
  afterAll(() => context.server.close());
  return context;
}
