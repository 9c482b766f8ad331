/**
 * Beside an enquiry's status while it waits past its reply deadline: a word, not only a colour,
 * so it reads the same to everyone, in both themes.
 */
export function OverdueBadge() {
  return (
    <span
      className="inline-block whitespace-nowrap rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900 dark:bg-red-900 dark:text-red-100"
      title="No reply one working day after it arrived"
    >
      Overdue
    </span>
  );
}
