/** How long a change may take to reach another instance: room for a busy machine, not a speed claim. */
const PROPAGATION_LIMIT_MS = 5_000;

/**
 * Polls `read` until `done` is satisfied or PROPAGATION_LIMIT_MS have passed; returns the last
 * reading. A change usually arrives within tens of milliseconds.
 */
export async function soon<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + PROPAGATION_LIMIT_MS;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    value = await read();
  }
  return value;
}
