import { runCli } from "./cli";
import { EVENT_LOOP_HELD, endWhenIdle } from "./end-when-idle";
import { loadEnvFile } from "./env-file";
import { keepNewFilesPrivate } from "./private-files";

// The operator commands' entry point: `npm run seed`, `create-admin`, `backup`, `restore` and
// `media:variants` start here through scripts/operator-command.mjs. Its own module, so that
// importing runCli (tests do) never starts a command.

// Backups and whatever a command writes under DATA_DIR.
keepNewFilesPrivate();
loadEnvFile();
runCli(process.argv.slice(2)).then(
  (message) => console.log(message),
  (error: Error) => {
    console.error(error.message);
    endWhenIdle(1, (holding) => console.error(`${EVENT_LOOP_HELD}: ${holding}`));
  },
);
