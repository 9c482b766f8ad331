import { useEffect, useRef } from "react";

/**
 * Keeps keyboard focus in an editable list (features, steps, nodes, connections). After Add,
 * focus moves to the new item's first field, ready to type; after Remove, whose button left the
 * page with its item, to the list's Add button instead of the page body.
 *
 * The list element gets `ref`; its items carry `data-list-item`, its Add button
 * `data-list-add` (ListHeader sets it). Changes go through `add(apply)` and `remove(apply)`.
 */
export function useListFocus(count: number) {
  const ref = useRef<HTMLDivElement>(null);
  const change = useRef<"added" | "removed" | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the list's length has changed
  useEffect(() => {
    const list = ref.current;
    const last = change.current;
    change.current = null;
    if (!list || !last) return;
    if (last === "removed") {
      list.querySelector<HTMLElement>("[data-list-add]")?.focus();
      return;
    }
    const items = list.querySelectorAll("[data-list-item]");
    items[items.length - 1]?.querySelector<HTMLElement>("input, select, textarea")?.focus();
  }, [count]);

  const track = (kind: "added" | "removed") => (apply: () => void) => {
    change.current = kind;
    apply();
  };
  return { ref, add: track("added"), remove: track("removed") };
}
