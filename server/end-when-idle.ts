/**
 * Ends the process by letting its event loop run dry, not with process.exit: exit() stops V8's
 * worker threads without first tearing the isolate down, and a background compile job that is
 * waiting for a garbage collection then waits forever (nodejs/node#54918). A server that had
 * logged "stopped" hung so for five minutes in the reliability suite. An ended loop disposes
 * the isolate first, which releases such jobs. Should something still hold the loop open, the
 * process is ended after a second all the same, and `tellHeld` is told what held it
 * ("FSEventWrap ×1204, Timeout ×1").
 */
/** What is said, with the count by kind, when something still held the loop. */
export const EVENT_LOOP_HELD = "the event loop did not end after stopping";

export function endWhenIdle(code: number, tellHeld: (holding: string) => void) {
  process.exitCode = code;
  setTimeout(() => {
    const counts = new Map<string, number>();
    for (const kind of process.getActiveResourcesInfo()) counts.set(kind, (counts.get(kind) ?? 0) + 1);
    tellHeld([...counts].map(([kind, count]) => `${kind} ×${count}`).join(", "));
    process.exit(code);
  }, 1_000).unref();
}
