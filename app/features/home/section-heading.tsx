export function SectionHeading({ title, intro, id }: { title: string; intro?: string; id: string }) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      <h2 id={id} className="text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h2>
      {intro && <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{intro}</p>}
    </div>
  );
}
