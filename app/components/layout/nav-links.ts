export const NAV_LINKS = [
  { to: "/", label: "Home" },
  { to: "/solutions", label: "AI Solutions" },
  { to: "/ai-basics", label: "AI Basics" },
  { to: "/contact", label: "Contact" },
] as const;
