import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/database";
import type { Database, DatabaseHandle } from "../db/client";
import { mailOutbox } from "../db/schema";
import { createLogger } from "../logger";
import { createMailer } from "./mailer";
import { createOutbox } from "./outbox";

// Without SMTP each mail becomes a file in DATA_DIR/outbox; reset links in it must not stay
// there for good any more than in the table.
describe("mail outbox folder", () => {
  let database: DatabaseHandle;
  const dir = mkdtempSync(path.join(tmpdir(), "outbox-"));
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("loses files older than the retention when sent mail is purged", async () => {
    const logger = createLogger("silent");
    const mailer = createMailer({ from: "site@example.com", outboxDir: dir, logger });
    const outbox = createOutbox(database.db as Database, mailer, logger, 2);
    for (const subject of ["old link", "new link"]) {
      await outbox.enqueue(database.db, { to: "a@example.com", subject, text: "…" });
      await outbox.kick();
    }
    // A kick that finds one already running leaves the second mail to that run's next round.
    await expect
      .poll(async () => {
        await outbox.kick();
        return readdirSync(dir).length;
      })
      .toBe(2);
    const files = readdirSync(dir);
    const old = files.find((name) => readFileSync(path.join(dir, name), "utf8").includes("old link"));
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 60 * 60_000);
    utimesSync(path.join(dir, old as string), threeDaysAgo, threeDaysAgo);

    await outbox.purgeSent();
    const left = readdirSync(dir).map((name) => readFileSync(path.join(dir, name), "utf8"));
    expect(left).toHaveLength(1);
    expect(left[0]).toContain("new link");
  });

  it("makes the folder when it is missing, also after it was removed", async () => {
    const folder = path.join(dir, "made", "later");
    const mailer = createMailer({
      from: "site@example.com",
      outboxDir: folder,
      logger: createLogger("silent"),
    });
    await mailer.send({ to: "a@example.com", subject: "first", text: "…" });
    rmSync(folder, { recursive: true });
    await mailer.send({ to: "a@example.com", subject: "second", text: "…" });
    expect(existsSync(folder)).toBe(true);
    expect(readdirSync(folder).map((name) => readFileSync(path.join(folder, name), "utf8"))).toEqual([
      expect.stringContaining("Subject: second"),
    ]);
  });

  it("attaches the files its makers draw when it sends, and keeps a mail whose file could not be drawn for a retry", async () => {
    const folder = path.join(dir, "attached");
    const logger = createLogger("silent");
    const mailer = createMailer({ from: "site@example.com", outboxDir: folder, logger });
    let drawable = false;
    const outbox = createOutbox(database.db as Database, mailer, logger, 7, {
      note: async (id) => {
        if (!drawable) throw new Error("not yet");
        return { filename: `${id}.txt`, contentType: "text/plain", content: Buffer.from(`note ${id}`) };
      },
    });
    await outbox.enqueue(database.db, {
      to: "b@example.com",
      subject: "with a note",
      text: "…",
      attachments: [{ kind: "note", id: "n1" }],
    });
    await outbox.kick();
    const [waiting] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, "with a note"));
    expect(waiting).toMatchObject({ sent: false, attempts: 1, lastError: "not yet" });
    expect(existsSync(folder)).toBe(false);

    drawable = true;
    await database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(mailOutbox.id, waiting?.id ?? 0));
    await outbox.kick();
    const names = readdirSync(folder);
    expect(names).toHaveLength(2);
    const message = names.find((name) => name.endsWith(".txt") && !name.endsWith("-n1.txt")) as string;
    expect(readFileSync(path.join(folder, message), "utf8")).toContain("Attachment: n1.txt");
    const file = names.find((name) => name.endsWith("-n1.txt")) as string;
    expect(readFileSync(path.join(folder, file), "utf8")).toBe("note n1");
    await outbox.stop();
  });
});
