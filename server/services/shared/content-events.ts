/**
 * Tells caches that public content (catalogue, media, settings) changed. Services call
 * `changed()` after every write. With several instances on one PostgreSQL, `onLocalChange`
 * lets the change bus forward local changes, and `changedElsewhere()` replays theirs here.
 */
export function createContentEvents() {
  const listeners = new Set<() => void>();
  const forwarders = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    onChange(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onLocalChange(forwarder: () => void): () => void {
      forwarders.add(forwarder);
      return () => forwarders.delete(forwarder);
    },
    changed() {
      notify();
      for (const forward of forwarders) forward();
    },
    changedElsewhere: notify,
  };
}

export type ContentEvents = ReturnType<typeof createContentEvents>;

/** What a service that writes public content needs of the events: the call that says it did. */
export type ContentChanged = Pick<ContentEvents, "changed">;
