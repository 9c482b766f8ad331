/** The band at the top of a content page (AI Basics, Contact): its title and a line under it. */
export function PageHero({ title, text }: { title: string; text: string }) {
  return (
    <section className="bg-indigo-50 py-16 dark:bg-slate-900">
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{text}</p>
      </div>
    </section>
  );
}
