import { MoonIcon, SunIcon } from "@heroicons/react/24/outline";
import { useEffect, useState } from "react";
import { iconButton } from "../ui/button-styles";

// The theme is applied before first paint by the inline script in root.tsx; this button
// only flips it. Which icon shows is decided by CSS (dark: variant), so the server HTML
// and the first client render agree whatever the stored theme is; aria-pressed follows
// once the page is interactive.
function applyTheme(dark: boolean) {
  document.documentElement.classList.toggle("dark", dark);
  document.documentElement.style.colorScheme = dark ? "dark" : "light";
  try {
    localStorage.setItem("theme", dark ? "dark" : "light");
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this page only.
  }
}

export function ThemeToggle() {
  const [dark, setDark] = useState<boolean | undefined>(undefined);
  // Two toggles exist (nav bar and small-screen bar); both follow whichever was pressed.
  useEffect(() => {
    const sync = () => setDark(document.documentElement.classList.contains("dark"));
    sync();
    window.addEventListener("themechange", sync);
    return () => window.removeEventListener("themechange", sync);
  }, []);

  return (
    <button
      type="button"
      onClick={() => {
        const next = !document.documentElement.classList.contains("dark");
        applyTheme(next);
        window.dispatchEvent(new Event("themechange"));
      }}
      className={iconButton}
      aria-label="Toggle dark mode"
      aria-pressed={dark}
      // Without JavaScript it could not do anything: root.tsx's <noscript> style hides it.
      data-needs-script
    >
      <MoonIcon aria-hidden="true" className="h-5 w-5 dark:hidden" />
      <SunIcon aria-hidden="true" className="hidden h-5 w-5 dark:block" />
    </button>
  );
}
