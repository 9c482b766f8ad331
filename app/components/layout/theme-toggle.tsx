import { MoonIcon, SunIcon } from "@heroicons/react/24/outline";
import { iconButton } from "../ui/button-styles";

// The theme is applied before first paint by the inline script in root.tsx; this button
// only flips it. Which icon shows is decided by CSS (dark: variant), so the server HTML
// and the first client render agree whatever the stored theme is.
function toggleTheme() {
  const dark = !document.documentElement.classList.contains("dark");
  document.documentElement.classList.toggle("dark", dark);
  document.documentElement.style.colorScheme = dark ? "dark" : "light";
  try {
    localStorage.setItem("theme", dark ? "dark" : "light");
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this page only.
  }
}

export function ThemeToggle() {
  return (
    <button type="button" onClick={toggleTheme} className={iconButton} aria-label="Toggle dark mode">
      <MoonIcon aria-hidden="true" className="h-5 w-5 dark:hidden" />
      <SunIcon aria-hidden="true" className="hidden h-5 w-5 dark:block" />
    </button>
  );
}
