import { useLocation } from "react-router";

// Keyed on the path (not the query string) so a new page fades in while filter changes on
// the catalogue do not. The animation lives in app.css and is off under reduced motion.
export function PageTransition({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div key={pathname} className="page-enter">
      {children}
    </div>
  );
}
