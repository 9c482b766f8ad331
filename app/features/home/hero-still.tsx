/**
 * The hero's picture while no homepage video is set: drawn inline, so it is in the page's HTML
 * and paints with it (no request, nothing to wait for on a slow phone), in both themes.
 */
export function HeroStill() {
  return (
    <svg
      data-testid="video-still"
      role="img"
      aria-label="Illustration: one AI assistant linking a small business's customers, paperwork and money"
      viewBox="0 0 320 180"
      className="h-full w-full bg-gradient-to-br from-indigo-50 via-white to-sky-100 dark:from-slate-800 dark:via-slate-900 dark:to-indigo-950"
    >
      <g
        className="stroke-indigo-300 dark:stroke-indigo-400/50"
        strokeWidth="2"
        strokeDasharray="4 5"
        fill="none"
      >
        <path d="M160 90 L70 50 M160 90 L70 130 M160 90 L250 50 M160 90 L250 130" />
      </g>
      <circle cx="160" cy="90" r="34" className="fill-indigo-700 dark:fill-indigo-500" />
      <circle
        cx="160"
        cy="90"
        r="46"
        fill="none"
        strokeWidth="2"
        className="stroke-indigo-200 dark:stroke-indigo-400/40"
      />
      <path
        d="M147 90h26M160 77v26M151 81l18 18M169 81l-18 18"
        stroke="white"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <g className="fill-white stroke-indigo-200 dark:fill-slate-800 dark:stroke-slate-600" strokeWidth="1.5">
        <rect x="40" y="32" width="60" height="36" rx="10" />
        <rect x="40" y="112" width="60" height="36" rx="10" />
        <rect x="220" y="32" width="60" height="36" rx="10" />
        <rect x="220" y="112" width="60" height="36" rx="10" />
      </g>
      <g className="fill-sky-500 dark:fill-sky-400">
        <path d="M52 42h30a4 4 0 0 1 4 4v8a4 4 0 0 1-4 4H62l-6 5v-5h-4a4 4 0 0 1-4-4v-8a4 4 0 0 1 4-4z" />
        <rect x="232" y="120" width="8" height="20" rx="2" />
        <rect x="246" y="128" width="8" height="12" rx="2" />
        <rect x="260" y="116" width="8" height="24" rx="2" />
      </g>
      <g className="fill-indigo-300 dark:fill-indigo-400/70">
        <rect x="52" y="120" width="36" height="5" rx="2.5" />
        <rect x="52" y="130" width="26" height="5" rx="2.5" />
        <circle cx="240" cy="50" r="9" />
        <rect x="254" y="42" width="16" height="5" rx="2.5" />
        <rect x="254" y="52" width="10" height="5" rx="2.5" />
      </g>
    </svg>
  );
}
