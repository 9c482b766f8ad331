import { mkdir, readdir, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import { isEmailAddress } from "#domain/text-rules";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Where a reply should go, when not to the sender (MAIL_FROM). */
  replyTo?: string | null;
  /**
   * Files to attach, named by what they are rather than held as bytes: the outbox makes each one
   * when the mail is sent, from records that never change (an issued invoice), so a retry
   * attaches the same bytes and the queue stays small (decision 0098).
   */
  attachments?: MailAttachmentRef[] | null;
}

/** An attachment as the outbox keeps it: its kind and the id of the record it is made from. */
export interface MailAttachmentRef {
  kind: string;
  id: string;
}

/** A file as sent. */
export interface MailFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A message as the mailer sends it: its attachments made. */
export interface SentMail extends Omit<MailMessage, "attachments"> {
  files?: MailFile[];
}

export interface Mailer {
  send(message: SentMail): Promise<void>;
  /** Deletes delivered mail this mailer kept itself (the outbox folder) from before `cutoff`. */
  purgeOlderThan(cutoff: Date): Promise<void>;
}

/**
 * `message` with headers that name one plain address each, as every email field takes it:
 * mail queued before the rule, or by a path that missed it, must not reach a list, a group or a
 * display name's address (issue 52). A To that is not one is refused (the outbox keeps the
 * error); a Reply-To that is not one is left out.
 */
function plainAddressed(message: SentMail): SentMail {
  if (!isEmailAddress(message.to)) throw new Error("Not sent: the recipient is not one plain email address");
  return message.replyTo && isEmailAddress(message.replyTo) ? message : { ...message, replyTo: null };
}

/** SMTP when `smtpUrl` is set; otherwise each message becomes a file in `outboxDir`. */
export function createMailer(options: MailerOptions): Mailer {
  const mailer = deliveryOf(options);
  return { ...mailer, send: async (message) => mailer.send(plainAddressed(message)) };
}

interface MailerOptions {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: Logger;
}

function deliveryOf(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        const { replyTo, files = [], ...rest } = message;
        await transport.sendMail({
          from: options.from,
          ...rest,
          ...(replyTo ? { replyTo } : {}),
          ...(files.length > 0 ? { attachments: files } : {}),
        });
      },
      // The SMTP server keeps its own copies, under its own retention.
      async purgeOlderThan() {},
    };
  }
  return {
    async send(message) {
      // Asynchronous: a burst of enquiries writes hundreds of files, and a synchronous write
      // would hold up every other request meanwhile.
      const file = path.join(
        options.outboxDir,
        `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.txt`,
      );
      // Attachments are files beside the message's, named after it, so one purge removes both.
      const files = message.files ?? [];
      const attached = files.map((attachment) => ({
        ...attachment,
        path: `${file.slice(0, -".txt".length)}-${path.basename(attachment.filename)}`,
      }));
      const content = [
        `From: ${options.from}`,
        `To: ${message.to}`,
        ...(message.replyTo ? [`Reply-To: ${message.replyTo}`] : []),
        `Subject: ${message.subject}`,
        ...attached.map(
          (attachment) => `Attachment: ${attachment.filename} (${path.basename(attachment.path)})`,
        ),
        "",
        `${message.text}\n`,
      ].join("\n");
      // The folder is made when a write finds it missing, not before every message: a burst of
      // enquiries sends thousands.
      await writeFile(file, content).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== "ENOENT") throw error;
        await mkdir(options.outboxDir, { recursive: true });
        await writeFile(file, content);
      });
      for (const attachment of attached) await writeFile(attachment.path, attachment.content);
      options.logger.info(
        { to: message.to, subject: message.subject, file },
        "mail written to the outbox folder",
      );
    },
    async purgeOlderThan(cutoff) {
      const names = await readdir(options.outboxDir).catch(() => [] as string[]);
      for (const name of names) {
        const file = path.join(options.outboxDir, name);
        const { mtime } = await stat(file);
        if (mtime < cutoff) await unlink(file);
      }
    },
  };
}
