/**
 * Tells caches that public content (catalogue, media, settings) changed. Services call
 * `changed()` after every write; caches subscribe with `onChange`.
 */
export function createContentEvents() {
  const listeners = new Set<() => void>();
  return {
    onChange(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    changed() {
      for (const listener of listeners) listener();
    },
  };
}

export type ContentEvents = ReturnType<typeof createContentEvents>;
