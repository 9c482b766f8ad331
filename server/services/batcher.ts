/**
 * Groups calls that arrive together into one `flush` (one transaction, one commit), which
 * multiplies write throughput on PGlite and PostgreSQL alike. A call still resolves only after
 * its own batch has been flushed, so nothing is acknowledged before it is durable.
 */
export function createBatcher<T, R>(flush: (items: T[]) => Promise<R[]>, maxBatch = 200) {
  let pending: { item: T; resolve: (result: R) => void; reject: (error: unknown) => void }[] = [];
  let flushing = false;

  async function drain() {
    flushing = true;
    while (pending.length > 0) {
      const batch = pending.slice(0, maxBatch);
      pending = pending.slice(batch.length);
      try {
        const results = await flush(batch.map((entry) => entry.item));
        for (const [index, entry] of batch.entries()) entry.resolve(results[index] as R);
      } catch (error) {
        for (const entry of batch) entry.reject(error);
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
