import { href } from "react-router";
export const NAV_LINKS = [
  { to: "/", label: "Home" },
  { to: href("/solutions"), label: "AI Solutions" },
  { to: href("/ai-basics"), label: "AI Basics" },
  { to: href("/contact"), label: "Contact" },
] as const;
