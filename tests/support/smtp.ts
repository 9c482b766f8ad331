import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a free port that keeps what it receives. `failNext(n)` makes the next
 * n deliveries fail with a temporary error, to exercise retries.
 */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (failures > 0) {
          failures--;
          const error = Object.assign(new Error("Mailbox temporarily unavailable"), { responseCode: 451 });
          return callback(error);
        }
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    failNext(n: number) {
      failures = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Quoted-printable soft line breaks would split long links; undo them for assertions. */
export function mailText(mail: ReceivedMail): string {
  return mail.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
}

/** The files a received mail carries: name, type and bytes (nodemailer writes them base64). */
export function attachmentsOf(mail: ReceivedMail) {
  const parts = mail.raw.split(/\r?\n--[^\r\n]+/);
  return parts.flatMap((part) => {
    const [head = "", ...body] = part.split(/\r?\n\r?\n/);
    const name = /filename="?([^"\r\n;]+)"?/i.exec(head)?.[1];
    const type = /Content-Type:\s*([^;\r\n]+)/i.exec(head)?.[1];
    if (!name || !/base64/i.test(head)) return [];
    return [{ name, type, bytes: Buffer.from(body.join("").replace(/\s+/g, ""), "base64") }];
  });
}
