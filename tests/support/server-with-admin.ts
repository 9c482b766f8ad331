import { afterAll, beforeAll } from "vitest";
import { apiClient, signIn } from "./api-client";
import { startTestServer, type TestServer } from "./server";

/**
 * A test server for the suite it is called in, and an API client signed in as an admin on it;
 * read their fields in the tests, since they are set before the first test runs.
 */
export function serverWithAdmin(env: Record<string, string> = {}) {
  const suite = {} as { server: TestServer; admin: ReturnType<typeof apiClient> };
  beforeAll(async () => {
    suite.server = await startTestServer(env);
    suite.admin = apiClient(suite.server, (await signIn(suite.server, "admin")).token);
  });
  afterAll(() => suite.server.close());
  return suite;
}
