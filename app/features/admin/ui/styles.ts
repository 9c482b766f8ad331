import { primaryTone, secondaryTone } from "../../../components/ui/button-styles";

// Shared Tailwind class lists, so every admin screen looks and behaves the same; a button's
// colours are the public pages' own, in the admin area's smaller size.

/** The keyboard focus ring of every admin control; lighter in dark mode to stand out there. */
export const focusRing =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-300";

const button = `inline-flex items-center justify-center gap-2 rounded-md px-3 py-2 text-sm font-medium ${focusRing} disabled:cursor-not-allowed disabled:opacity-50`;

export const primaryButton = `${button} ${primaryTone}`;
export const secondaryButton = `${button} ${secondaryTone}`;
export const dangerButton = `${button} bg-red-700 text-white hover:bg-red-600`;
export const smallButton = `rounded px-2 py-1 text-xs font-medium border border-slate-300 text-slate-800 hover:bg-slate-100 ${focusRing} disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-700`;

export const inputClass =
  "block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-indigo-600 focus:outline-2 focus:outline-indigo-600 disabled:opacity-60 aria-invalid:border-red-700 dark:border-slate-500 dark:aria-invalid:border-red-400 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400";
export const labelClass = "block text-sm font-medium text-slate-800 dark:text-slate-200";

export const panelClass =
  "rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900";

export const tableClass = "min-w-full divide-y divide-slate-200 text-left text-sm dark:divide-slate-700";
export const headerCellClass =
  "px-3 py-2 text-xs font-semibold uppercase tracking-wide text-slate-700 dark:text-slate-300";
export const cellClass = "px-3 py-2 align-top text-slate-800 dark:text-slate-200";
export const linkClass = `text-indigo-700 underline hover:text-indigo-500 dark:text-indigo-300 ${focusRing}`;
export const mutedText = "text-sm text-slate-600 dark:text-slate-400";
