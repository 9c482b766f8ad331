import { useId } from "react";
import { panelClass } from "../ui/styles";

export function StatCard({ label, value }: { label: string; value: number }) {
  const labelId = useId();
  return (
    <section aria-labelledby={labelId} className={panelClass}>
      <p id={labelId} className="text-sm text-slate-600 dark:text-slate-400">
        {label}
      </p>
      <p className="mt-1 text-3xl font-bold text-slate-900 dark:text-slate-50">{value}</p>
    </section>
  );
}
