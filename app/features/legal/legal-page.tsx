// Shared frame of the privacy and terms pages: title, effective date (en-ZA), readable prose.

/**
 * When the terms last changed, written out the en-ZA way: formatting it in the browser would make
 * the page's first Intl object, which loads the locale data (about 300 ms with the CPU slowed 4x)
 * while the page hydrates. legal-page.test.ts holds the text to Intl's own en-ZA formatting.
 */
export const LAST_UPDATED = { iso: "2025-05-02", text: "2 May 2025" };

export function LegalPage({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        Last updated: <time dateTime={LAST_UPDATED.iso}>{LAST_UPDATED.text}</time>
      </p>
      <div className="mt-8 space-y-6 leading-relaxed text-slate-800 dark:text-slate-200 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_li]:ml-6 [&_li]:list-disc">
        {children}
      </div>
    </main>
  );
}

/** Marks text the company still has to supply, so nobody mistakes it for the final wording. */
export function Placeholder({ children }: { children: React.ReactNode }) {
  return (
    <mark className="rounded bg-yellow-100 px-1 text-yellow-950 dark:bg-yellow-900 dark:text-yellow-50">
      [Placeholder: {children}]
    </mark>
  );
}
