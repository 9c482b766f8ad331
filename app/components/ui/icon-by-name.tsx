import { iconByName } from "./solution-icons";

/** Decorative icon for a stored icon name; unknown names fall back to the chart icon. */
export function IconByName({ name, className }: { name: string; className?: string }) {
  const Icon = iconByName(name);
  return <Icon aria-hidden="true" className={className ?? "h-6 w-6"} />;
}
