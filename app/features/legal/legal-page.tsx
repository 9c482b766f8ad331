// Shared frame of the privacy and terms pages: title, effective date (en-ZA), readable prose.

export const LEGAL_DATE = new Date(Date.UTC(2025, 4, 2));
export const formatLegalDate = (date: Date) =>
  date.toLocaleDateString("en-ZA", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

export function LegalPage({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        Last updated: <time dateTime="2025-05-02">{formatLegalDate(LEGAL_DATE)}</time>
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
