export function AuthCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className="mx-auto flex max-w-md flex-col px-4 py-16">
      <div className="rounded-2xl border border-slate-200 p-8 shadow-sm dark:border-slate-700 dark:bg-slate-900">
        <h1 className="text-2xl font-bold">{title}</h1>
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}

/** The link under a sign-in form that switches to the other form (sign-in, forgot password). */
export const authSwitchLink =
  "block w-full text-center text-sm font-medium text-indigo-800 underline dark:text-indigo-300";
