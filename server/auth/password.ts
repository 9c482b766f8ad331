import { hash, verify } from "@node-rs/argon2";
import { COMPANY } from "#domain/company/company";
import { isCommonPassword } from "./common-passwords";
import { createHashingQueue } from "./hashing-queue";

const COMMON_PASSWORD_MESSAGE = "This password is too common. Please choose one that is harder to guess";
export const CONTEXT_WORD_MESSAGE =
  "This password is too easy to guess: it matches the email address or the company's name. Please choose one that is harder to guess";

/**
 * A new password an attacker would try first: on the list of common ones (common-passwords.ts),
 * or a word of this account or this site (isContextWord). 400 at the password field.
 */
export class WeakPasswordError extends Error {
  constructor(message = COMMON_PASSWORD_MESSAGE) {
    super(message);
  }
}

/** Letters and digits only, in lower case: "AI-Solutions" and "ai solutions" are one word. */
const bare = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/**
 * ASVS 6.2.11: the words of this account and this site that an attacker tries on it first: the
 * email address, its name before the @, the site's and the company's names. Compared in any
 * letter case, spaces and punctuation aside.
 */
function isContextWord(password: string, email: string): boolean {
  const typed = bare(password);
  const words = [email, email.split("@")[0] ?? "", COMPANY.name, COMPANY.legalName].map(bare);
  return typed !== "" && words.includes(typed);
}

// argon2id with OWASP's recommended minimum (19 MiB memory, 2 passes, 1 lane).
// The parameters travel inside each stored hash, so raising them later needs no migration.
const OPTIONS = { algorithm: 2 /* argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

// One hash at a time leaves three of libuv's four threads to files and compression, and one
// core to the event loop on a two-core machine; 16 waiting is well under a second of work at
// the usual 30-60 ms a hash (measured in decision 0016).
const CONCURRENCY = 1;
const MAX_WAITING = 16;
const queue = createHashingQueue({ concurrency: CONCURRENCY, maxWaiting: MAX_WAITING });

/** How many hashes can be running or waiting before more are refused. */
export const HASHING_CAPACITY = CONCURRENCY + MAX_WAITING;

/**
 * The hash to store for a secret a person holds, such as a recovery code: one that is not
 * chosen, so no list applies. Throws BusyError when too many hashes are already waiting.
 */
export function hashSecret(secret: string): Promise<string> {
  return queue.run(() => hash(secret, OPTIONS));
}

/**
 * The hash to store for a password being set for the account with `email`: every way a password
 * is set comes here (decision 0027). Throws WeakPasswordError for a common password or a word of
 * the account or the site, and BusyError when too many hashes are already waiting.
 */
export async function hashNewPassword(password: string, account: { email: string }): Promise<string> {
  await checkNewPassword(password, account);
  return hashSecret(password);
}

/**
 * Throws WeakPasswordError for a password hashNewPassword would refuse; on its own, where a
 * password must be judged before anything is stored (ADMIN_PASSWORD at start-up).
 */
export async function checkNewPassword(password: string, { email }: { email: string }): Promise<void> {
  if (await isCommonPassword(password)) throw new WeakPasswordError();
  if (isContextWord(password, email)) throw new WeakPasswordError(CONTEXT_WORD_MESSAGE);
}

/**
 * False for a wrong password (or recovery code) or a malformed hash; throws BusyError like
 * hashNewPassword.
 */
export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return queue.run(() => verify(passwordHash, password).catch(() => false));
}
