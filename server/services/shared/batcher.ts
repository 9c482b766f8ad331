export interface BatcherOptions {
  /** The most calls one flush writes. */
  maxBatch?: number;
  /**
   * How many connections the server has accepted so far. While that rises, a flush waits
   * another turn of the event loop, up to MAX_ACCEPT_TURNS: libuv accepts one connection per
   * turn, and on PGlite a flush holds its turn while it writes, so 50 connections opened at
   * once waited up to a second to be accepted (decision 0042).
   */
  acceptedConnections?: () => number;
}

const MAX_ACCEPT_TURNS = 100;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Groups calls that arrive together into one `flush` (one transaction, one commit), which
 * multiplies write throughput on PGlite and PostgreSQL alike. A call still resolves only after
 * its own batch has been flushed, so nothing is acknowledged before it is durable.
 *
 * A batch that fails is flushed again one item at a time, so one caller's bad item (a value
 * the database refuses) fails that caller alone, never the strangers who arrived with it.
 * `flush` must be all-or-nothing (one transaction) for this: a failed batch left nothing
 * behind, so writing its items again stores each of them once.
 */
export function createBatcher<T, R>(
  flush: (items: T[]) => Promise<R[]>,
  { maxBatch = 200, acceptedConnections }: BatcherOptions = {},
) {
  type Entry = { item: T; resolve: (result: R) => void; reject: (error: unknown) => void };
  let pending: Entry[] = [];
  let flushing = false;

  /** Flushes the batch and resolves its calls; false if it failed (a lone call is rejected). */
  async function settle(batch: Entry[]): Promise<boolean> {
    try {
      const results = await flush(batch.map((entry) => entry.item));
      for (const [index, entry] of batch.entries()) entry.resolve(results[index] as R);
      return true;
    } catch (error) {
      if (batch.length === 1) batch[0]?.reject(error);
      return false;
    }
  }

  /** Lets the connections being accepted in, and their requests join the batch. */
  async function afterAccepting(accepted: () => number) {
    for (let turn = 0; turn < MAX_ACCEPT_TURNS; turn++) {
      const before = accepted();
      await nextTurn();
      if (accepted() === before) return;
    }
  }

  async function drain() {
    flushing = true;
    while (pending.length > 0) {
      if (acceptedConnections) await afterAccepting(acceptedConnections);
      const batch = pending.slice(0, maxBatch);
      pending = pending.slice(batch.length);
      if (!(await settle(batch)) && batch.length > 1) {
        for (const entry of batch) await settle([entry]);
      }
    }
    flushing = false;
  }

  return (item: T): Promise<R> =>
    new Promise<R>((resolve, reject) => {
      pending.push({ item, resolve, reject });
      // Calls made while a batch is being written wait for the next one; the first call of a
      // quiet moment waits one turn of the event loop so its neighbours can join it.
      if (!flushing) {
        flushing = true;
        setImmediate(() => void drain());
      }
    });
}
