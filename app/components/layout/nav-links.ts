import type { PagePath } from "#domain/page-paths";
export const NAV_LINKS = [
  { to: "/" satisfies PagePath, label: "Home" },
  { to: "/solutions" satisfies PagePath, label: "AI Solutions" },
  { to: "/ai-basics" satisfies PagePath, label: "AI Basics" },
  { to: "/contact" satisfies PagePath, label: "Contact" },
] as const;
