import { afterAll, beforeAll } from "vitest";
import { apiClient, signIn } from "./api-client";
import { startTestServer, type TestServer } from "./server";

/**
 * A test server for the suite it is called in, and an API client signed in as an admin on it;
 * read their fields in the tests, since they are set before the first test runs. `proof` is
 * the admin's password as a body part, for the changes that ask for it.
 */
export function serverWithAdmin(
  env: Record<string, string> = {},
  options: Parameters<typeof startTestServer>[1] = {},
) {
  const suite = {} as {
    server: TestServer;
    admin: ReturnType<typeof apiClient>;
    /** The admin's bearer token, for what the JSON client cannot read (a PDF's bytes). */
    token: string;
    proof: { currentPassword: string };
  };
  beforeAll(async () => {
    suite.server = await startTestServer(env, options);
    const { token, password } = await signIn(suite.server, "admin");
    suite.admin = apiClient(suite.server, token);
    suite.token = token;
    suite.proof = { currentPassword: password };
  });
  afterAll(() => suite.server.close());
  return suite;
}
