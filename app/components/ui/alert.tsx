/** Error or success banner; role=alert so the message is announced when it appears. */
export function Alert({ tone, children }: { tone: "error" | "success"; children: React.ReactNode }) {
  const colours =
    tone === "error"
      ? "border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
      : "border-green-300 bg-green-50 text-green-800 dark:border-green-800 dark:bg-green-950 dark:text-green-200";
  return (
    <div role="alert" className={`rounded-lg border px-4 py-3 text-sm ${colours}`}>
      {children}
    </div>
  );
}
