import { lazy, Suspense, useCallback, useRef, useState } from "react";

// The dialog's code (form, validation, submission) is fetched on first open only, so it
// costs nothing on a page's first load. The provider remembers who opened it, to hand
// focus back when it closes, and gives the layout the function that opens it.
const GetStartedDialog = lazy(() => import("./get-started-dialog"));

type OpenGetStarted = (opener: HTMLElement) => void;

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

  return (
    <>
      {children(openDialog)}
      {requested && (
        <Suspense fallback={null}>
          <GetStartedDialog open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
