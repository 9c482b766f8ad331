import { apiClient } from "./api-client";
import type { TestServer } from "./server";
import { mailText, type startSmtpServer } from "./smtp";

/**
 * Asks for a password reset for `email` through the API and returns the token of the link that
 * arrives by mail. The mail may be queued after the answer, so it waits for it to arrive.
 */
export async function requestResetToken(
  server: TestServer,
  smtp: Awaited<ReturnType<typeof startSmtpServer>>,
  email: string,
): Promise<string> {
  const before = smtp.received.length;
  const answer = await apiClient(server).post("/api/auth/forgotpassword", { email });
  if (answer.status !== 200) throw new Error(`forgot password failed: ${JSON.stringify(answer.body)}`);
  for (;;) {
    await server.services.outbox.kick();
    const mail = smtp.received.slice(before).find((m) => m.to.includes(email));
    const token = mail && mailText(mail).match(/\/reset-password\/([\w-]+)/)?.[1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
