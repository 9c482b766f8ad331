import { focusRing } from "../styles";

interface TableScrollerProps {
  /** Names the scrollable area for screen readers, e.g. "Contacts table". */
  label: string;
  className?: string;
  children: React.ReactNode;
}

/**
 * Lets a wide table scroll sideways on a phone. The area is focusable so keyboard users can
 * scroll it too (WCAG 2.1.1; axe "scrollable-region-focusable").
 */
export function TableScroller({ label, className = "", children }: TableScrollerProps) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className={`overflow-x-auto ${focusRing} ${className}`}
    >
      {children}
    </section>
  );
}
