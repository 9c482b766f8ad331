import { parseArgs } from "node:util";
import { MIN_PASSWORD_LENGTH } from "../domain/options";
import { loadConfig } from "./config";
import { databaseTargetFromConfig, openDatabase } from "./db/client";
import { seedDemoContent } from "./seed/seed";
import { createUserService } from "./services/users";

// Operator commands, run against the configured database (stop a PGlite server first):
//   npm run seed [-- --reset]
//   npm run create-admin -- --email E --password P [--name N]

const USAGE = `Usage:
  npm run seed [-- --reset]
  npm run create-admin -- --email E --password P [--name N]`;

export async function runCli(argv: string[], env = process.env): Promise<string> {
  const [command, ...rest] = argv;
  if (command !== "seed" && command !== "create-admin") throw new Error(USAGE);
  const { values } = parseArgs({
    args: rest,
    options: {
      reset: { type: "boolean", default: false },
      email: { type: "string" },
      password: { type: "string" },
      name: { type: "string", default: "Administrator" },
    },
  });
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
      return result.seeded
        ? `Seeded ${result.solutions} demo solutions.`
        : "The catalogue already has content; nothing changed. Use --reset to replace it with the demo.";
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

if (import.meta.url === `file://${process.argv[1]}`) {
  runCli(process.argv.slice(2)).then(
    (message) => console.log(message),
    (error: Error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
