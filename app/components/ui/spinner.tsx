/** A labelled progress indicator; the text is what screen readers announce. */
export function Spinner({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-3 py-8 text-slate-600 dark:text-slate-300"
    >
      <span
        aria-hidden="true"
        className="h-5 w-5 animate-spin rounded-full border-2 border-indigo-600 border-t-transparent motion-reduce:animate-none"
      />
      <span>{label}</span>
    </div>
  );
}
