import { useId, useRef } from "react";

// WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs;
// only the selected tab is in the tab order. Every panel is rendered on the server and the
// unselected ones carry `hidden`, so all text is in the HTML (and readable without JS,
// see the <noscript> style in root.tsx).

interface TabItem<K extends string> {
  key: K;
  label: string;
  panel: React.ReactNode;
}

interface TabsProps<K extends string> {
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  listClassName?: string;
}

export function Tabs<K extends string>({ label, tabs, selected, onSelect, listClassName }: TabsProps<K>) {
  const baseId = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  function onKeyDown(event: React.KeyboardEvent, index: number) {
    const last = tabs.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.key);
    refs.current[next]?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        // One row that scrolls sideways on a narrow screen rather than wrapping onto a second:
        // the underline is an inset shadow, as a border would be cut off by the scrolling box.
        className={
          listClassName ??
          "scroll-hint flex gap-2 overflow-x-auto shadow-[inset_0_-1px_0_var(--color-slate-200)] dark:shadow-[inset_0_-1px_0_var(--color-slate-700)]"
        }
      >
        {tabs.map((tab, index) => {
          const active = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                refs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.key}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${tab.key}`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`shrink-0 border-b-2 px-4 py-2 text-sm font-semibold whitespace-nowrap focus-visible:-outline-offset-2 ${
                active
                  ? "border-indigo-700 text-indigo-800 dark:border-indigo-400 dark:text-indigo-300"
                  : "border-transparent text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${baseId}-panel-${tab.key}`}
          aria-labelledby={`${baseId}-tab-${tab.key}`}
          hidden={tab.key !== selected}
          className="pt-6"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
