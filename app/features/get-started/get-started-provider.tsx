import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState } from "react";

// The dialog's code (form, validation, submission) is fetched on first open only, so it
// costs nothing on a page's first load. The provider keeps who opened it, to hand focus
// back when it closes.
const GetStartedDialog = lazy(() => import("./get-started-dialog"));

type OpenGetStarted = (opener: HTMLElement) => void;
const GetStartedContext = createContext<OpenGetStarted>(() => {});

/** Opens the Get Started dialog from any page inside the shared layout. */
export const useGetStarted = () => useContext(GetStartedContext);

export function GetStartedProvider({ children }: { children: (open: OpenGetStarted) => React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  const openDialog = useCallback<OpenGetStarted>((element) => {
    opener.current = element;
    setRequested(true);
    setOpen(true);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    opener.current?.focus();
  }, []);

  const value = useMemo(() => openDialog, [openDialog]);
  return (
    <GetStartedContext.Provider value={value}>
      {children(openDialog)}
      {requested && (
        <Suspense fallback={null}>
          <GetStartedDialog open={open} onClose={close} />
        </Suspense>
      )}
    </GetStartedContext.Provider>
  );
}
