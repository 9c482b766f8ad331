interface ScreenHeaderProps {
  title: string;
  children?: React.ReactNode;
}

/** The page heading of an admin screen, with its main actions on the right. */
export function ScreenHeader({ title, children }: ScreenHeaderProps) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-slate-50">{title}</h1>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </div>
  );
}
