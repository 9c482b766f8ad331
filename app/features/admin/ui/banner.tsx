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
