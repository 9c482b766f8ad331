// Short labels in a wrapping row: a solution's challenges, sectors or technologies. `compact`
// fits a table cell; `more` ends the row with a count of what was left out.
const ITEM = {
  regular: "rounded-full px-3 py-1 text-sm text-slate-800 dark:text-slate-200",
  compact: "rounded px-2 py-0.5 text-xs",
};

export function TagList({
  values,
  size = "regular",
  more,
}: {
  values: string[];
  size?: keyof typeof ITEM;
  more?: string | null;
}) {
  return (
    <ul className={`flex flex-wrap ${size === "compact" ? "gap-1" : "gap-2"}`}>
      {values.map((value) => (
        <li key={value} className={`bg-slate-100 dark:bg-slate-800 ${ITEM[size]}`}>
          {value}
        </li>
      ))}
      {more ? <li className="px-1 text-xs">{more}</li> : null}
    </ul>
  );
}
