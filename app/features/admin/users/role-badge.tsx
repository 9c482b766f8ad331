import type { Role } from "#domain/options";

const ROLE_STYLES: Record<Role, { label: string; className: string }> = {
  admin: {
    label: "Admin",
    className: "bg-purple-100 text-purple-900 dark:bg-purple-900 dark:text-purple-100",
  },
  user: { label: "User", className: "bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100" },
};

export function RoleBadge({ role }: { role: Role }) {
  const style = ROLE_STYLES[role] ?? ROLE_STYLES.user;
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${style.className}`}>
      {style.label}
    </span>
  );
}
