import { hash, verify } from "@node-rs/argon2";
import { isCommonPassword } from "./common-passwords";
import { createHashingQueue } from "./hashing-queue";

/** A new password that is on the list of common ones (common-passwords.ts): 400. */
export class WeakPasswordError extends Error {
  constructor() {
    super("This password is too common. Please choose one that is harder to guess");
  }
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
 * The hash to store for a password being set. Throws WeakPasswordError for a common password,
 * and BusyError when too many hashes are already waiting.
 */
export async function hashNewPassword(password: string): Promise<string> {
  if (await isCommonPassword(password)) throw new WeakPasswordError();
  return hashSecret(password);
}

/**
 * False for a wrong password (or recovery code) or a malformed hash; throws BusyError like
 * hashNewPassword.
 */
export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return queue.run(() => verify(passwordHash, password).catch(() => false));
}
