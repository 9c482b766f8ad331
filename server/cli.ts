import { parseArgs } from "node:util";
import { MIN_PASSWORD_LENGTH } from "#domain/options";
import { backup, defaultBackupFile, restore } from "./backup";
import { loadConfig } from "./config";
import { announceContentChange } from "./db/change-bus";
import { type Database, databaseTargetFromConfig, openDatabase } from "./db/client";
import { seedDemoContent } from "./seed/seed";
import { createUserService } from "./services/accounts/users";
import { PREVIEW_KEY_NAME } from "./services/content/preview-links";
import { type CompletedVideo, completeHomepageVideo } from "./services/media/homepage-video-media";
import { createMediaService } from "./services/media/media";
import { FORM_KEY_NAME } from "./services/sales-desk/intake/form-tokens";
import { QUOTE_KEY_NAME } from "./services/sales-desk/quotes/quote-links";
import { rotateSigningKey } from "./services/shared/signing-key";

// Operator commands (started by server/operator-command.ts), run against the configured database (seed and create-admin need a PGlite
// server stopped first; backup asks a running one for its dump):
//   npm run seed [-- --reset]
//   npm run create-admin -- --email E --password P [--name N]
//   npm run backup [-- --out FILE]
//   npm run restore -- --file FILE
//   npm run media:variants
//   npm run rotate-key -- --name enquiry-form|solution-preview|quote-link [--revoke]

/** The signing keys an operator may replace: the public forms', the preview links' and the quotes'. */
const ROTATABLE_KEYS = [FORM_KEY_NAME, PREVIEW_KEY_NAME, QUOTE_KEY_NAME];

const USAGE = `Usage:
  npm run seed [-- --reset]
  npm run create-admin -- --email E --password P [--name N]
  npm run backup [-- --out FILE]
  npm run restore -- --file FILE      (into DATA_DIR, which must hold no database yet)
  npm run media:variants
  npm run rotate-key -- --name ${ROTATABLE_KEYS.join("|")} [--revoke]
                                      (--revoke: what the old key signed stops working)`;

const COMMANDS = new Set(["seed", "create-admin", "backup", "restore", "media:variants", "rotate-key"]);

export async function runCli(argv: string[], env = process.env): Promise<string> {
  const [command, ...rest] = argv;
  if (!command || !COMMANDS.has(command)) throw new Error(USAGE);
  const { values } = parseArgs({
    args: rest,
    options: {
      reset: { type: "boolean", default: false },
      email: { type: "string" },
      password: { type: "string" },
      name: { type: "string", default: "Administrator" },
      out: { type: "string" },
      file: { type: "string" },
      revoke: { type: "boolean", default: false },
    },
  });
  if (command === "backup") return backup(loadConfig(env), values.out ?? defaultBackupFile());
  if (command === "restore") {
    if (!values.file) throw new Error(USAGE);
    return restore(loadConfig(env), values.file);
  }
  if (command === "rotate-key" && !ROTATABLE_KEYS.includes(values.name)) throw new Error(USAGE);
  if (command === "create-admin") {
    if (!values.email || !values.password) throw new Error(USAGE);
    if (values.password.length < MIN_PASSWORD_LENGTH) {
      throw new Error(`The password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
    }
  }

  const config = loadConfig(env);
  const database = await openDatabase(databaseTargetFromConfig(config));
  try {
    await database.migrate();
    if (command === "seed") {
      const result = await seedDemoContent(database.db, { reset: values.reset });
      // Servers on the same PostgreSQL must stop serving the catalogue they have cached.
      if (result.seeded && config.DATABASE_URL) await announceContentChange(database.db);
      return result.seeded
        ? `Seeded ${result.solutions} demo solutions.`
        : "The catalogue already has content; nothing changed. Use --reset to replace it with the demo.";
    }
    if (command === "rotate-key") {
      await rotateSigningKey(database.db, values.name, { keepPrevious: !values.revoke });
      // Running servers on PostgreSQL read the keys again at once; a PGlite server is stopped.
      if (config.DATABASE_URL) await announceContentChange(database.db);
      return values.revoke
        ? `Replaced the ${values.name} key: what the old one signed no longer works.`
        : `Replaced the ${values.name} key: what the old one signed works until the next rotation.`;
    }
    if (command === "media:variants") {
      const report = await makeMissingVariants(database.db);
      // Servers on the same PostgreSQL must stop serving pages that name the old files.
      if (config.DATABASE_URL) await announceContentChange(database.db);
      return report;
    }
    const users = createUserService(database.db);
    const { user, created } = await users.upsertAdmin({
      email: values.email as string,
      password: values.password as string,
      name: values.name,
    });
    return `${created ? "Created" : "Updated"} administrator ${user.email}.`;
  } finally {
    await database.close();
  }
}

/**
 * Gives every picture stored before variants existed its variants (and strips its metadata),
 * and the homepage video its light variant and a poster when it has none (decision 0061).
 */
async function makeMissingVariants(db: Database): Promise<string> {
  const files = createMediaService(db);
  const ids = await files.legacyImageIds();
  const failures: string[] = [];
  let made = 0;
  for (const id of ids) {
    try {
      if (await files.upgradeLegacyImage(id)) made++;
    } catch (error) {
      failures.push(`  ${id}: ${(error as Error).message}`);
    }
  }
  const video = await completeHomepageVideo(db, files);
  return [
    `Made variants for ${made} of ${ids.length} stored images without them.`,
    ...failures,
    ...videoReport(video),
  ].join("\n");
}

/** What `media:variants` did for the homepage video, one line for each thing it lacked. */
function videoReport({ missing, made }: CompletedVideo): string[] {
  const lines: string[] = [];
  const tell = (what: string, lacked: boolean, done: boolean) => {
    if (lacked)
      lines.push(
        done
          ? `Made the homepage video's ${what}.`
          : `Could not make the homepage video's ${what}: is ffmpeg installed, and can it read the video?`,
      );
  };
  tell("light variant", missing.light, made.light);
  tell("poster from its first frame", missing.poster, made.poster);
  return lines;
}
