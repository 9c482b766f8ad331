import { useCallback, useEffect, useState } from "react";

/** An editor's unsaved form as kept in this browser, with the stored version it was typed over. */
export interface KeptDraft<T> {
  value: T;
  /** The stored version the edit started from; a save of it meets the stale-save check. */
  version: number;
  /** When it was last kept (ISO). */
  keptAt: string;
}

const PREFIX = "kept-draft:";

function readKept<T>(key: string): KeptDraft<T> | null {
  try {
    const text = window.localStorage.getItem(PREFIX + key);
    return text ? (JSON.parse(text) as KeptDraft<T>) : null;
  } catch {
    // Storage turned off, or full of something that is not ours: there is nothing to offer.
    return null;
  }
}

function writeKept(key: string, draft: KeptDraft<unknown> | null) {
  try {
    if (draft) window.localStorage.setItem(PREFIX + key, JSON.stringify(draft));
    else window.localStorage.removeItem(PREFIX + key);
  } catch {
    // A full or refused storage loses the safety net, never the edit on screen.
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

interface KeptDraftOptions<T> {
  /** Names the record and who edits it, e.g. `solution:<id>:<user id>`; one draft per key. */
  key: string;
  /** The form as it is now. */
  current: T;
  /** The form as stored (or as it opened, for a new record): a draft equal to it is no draft. */
  saved: T;
  /** The stored version `saved` is at (0 for a new record). */
  version: number;
}

/**
 * Keeps an editor's unsaved form in the browser (localStorage) so a crash, a closed tab or a
 * reload loses nothing (issue 31, docs/decisions/0060-editor-that-forgives). On return a kept
 * draft that differs from the stored record is offered: `restore` answers it for the editor to
 * take, `discard` forgets it. Until the admin chooses, nothing is written over it. A form equal
 * to the stored one (after a save) drops the draft by itself; `forget` drops it on purpose, e.g.
 * right before leaving after a create.
 */
export function useKeptDraft<T>({ key, current, saved, version }: KeptDraftOptions<T>) {
  // Read after mounting, not while rendering: the server renders no storage, and the first
  // client render must match it.
  const [offered, setOffered] = useState<KeptDraft<T> | null>(null);
  const [checked, setChecked] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: on arrival or for another record only; later saves are handled below
  useEffect(() => {
    const kept = readKept<T>(key);
    if (kept && !same(kept.value, saved)) setOffered(kept);
    else if (kept) writeKept(key, null);
    setChecked(true);
  }, [key]);

  const waiting = !checked || offered !== null;
  useEffect(() => {
    if (waiting) return;
    writeKept(
      key,
      same(current, saved) ? null : { value: current, version, keptAt: new Date().toISOString() },
    );
  }, [key, current, saved, version, waiting]);

  const forget = useCallback(() => writeKept(key, null), [key]);
  return {
    offered,
    restore(): KeptDraft<T> | null {
      setOffered(null);
      return offered;
    },
    discard() {
      setOffered(null);
      forget();
    },
    forget,
  };
}
