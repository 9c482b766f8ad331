interface BannerProps {
  tone: "error" | "success";
  children: React.ReactNode;
}

const TONES = {
  error: "border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200",
  success:
    "border-green-300 bg-green-50 text-green-800 dark:border-green-800 dark:bg-green-950 dark:text-green-200",
};

/** A message about the last action; announced to screen readers as it appears. */
export function Banner({ tone, children }: BannerProps) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-md border px-4 py-3 text-sm ${TONES[tone]}`}
    >
      {children}
    </div>
  );
}

/** Shows the banner only when there is a message. */
export function MaybeBanner({ tone, message }: { tone: BannerProps["tone"]; message: string | null }) {
  return message ? <Banner tone={tone}>{message}</Banner> : null;
}

/** What the last action came to: an error or a success text, or neither (`useAction`'s own). */
interface Outcome {
  error: string | null;
  success: string | null;
}

/**
 * The outcome of a screen's actions, the error above the success. A failed load takes the
 * error banner's place, since it leaves the screen with nothing to act on.
 */
export function ActionBanners({ action, loadError = null }: { action: Outcome; loadError?: string | null }) {
  return (
    <>
      <MaybeBanner tone="error" message={loadError ?? action.error} />
      <MaybeBanner tone="success" message={action.success} />
    </>
  );
}
