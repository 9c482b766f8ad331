import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

/** An operator command as an operator types it, `npm run <command> -- …` in the installed folder. */
export async function runOperatorCommand(folder: string, args: string[], env: NodeJS.ProcessEnv) {
  try {
    const { stdout, stderr } = await run("npm", ["run", "--silent", ...args], { cwd: folder, env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

export const CREATE_OWNER = [
  "create-admin",
  "--",
  "--email",
  "owner@example.co.za",
  "--password",
  "a long pass phrase",
];
