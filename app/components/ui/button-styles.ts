// Shared class lists so links and buttons that look alike stay alike. Colours are chosen
// for AA contrast in both themes (indigo-700 on white, white on indigo-700).
const base =
  "inline-flex items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60";

/** A primary button's colours, the same on the public pages and in the admin area (which sizes it smaller). */
export const primaryTone =
  "bg-indigo-700 text-white hover:bg-indigo-600 dark:bg-indigo-300 dark:text-slate-950 dark:hover:bg-indigo-200";

/** A secondary button's colours, likewise. */
export const secondaryTone =
  "border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800";

export const primaryButton = `${base} ${primaryTone}`;

export const secondaryButton = `${base} ${secondaryTone}`;

/** The two calls to action on an indigo band (the home page's close, a solution's): white, and outlined in white. */
export const bandPrimaryButton = `${base} bg-white text-indigo-900 hover:bg-indigo-50`;
export const bandSecondaryButton = `${base} border border-white text-white hover:bg-indigo-700`;

export const iconButton =
  "inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800";

/** A card that is one link as a whole (home page cards, catalogue results). */
export const cardLink = "flex h-full flex-col rounded-xl p-6 transition-shadow hover:shadow-md";
