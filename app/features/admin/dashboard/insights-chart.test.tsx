import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { InsightDay } from "#domain/sales-desk/insights";
import { InsightsChart } from "./insights-chart";

const day = (date: string, views: number, enquiries: number): InsightDay => ({
  date,
  views,
  visitors: Math.round(views / 2),
  enquiries,
  whatsapp: 0,
});

describe("InsightsChart", () => {
  const html = renderToString(
    <InsightsChart
      series={[day("2026-11-24", 5000, 1), day("2026-11-25", 40, 2), day("2026-11-26", 60, 0)]}
    />,
  );

  it("draws enquiries on their own scale, so a busy day of views does not flatten them", () => {
    const heights = [...html.matchAll(/<rect [^>]*height="([\d.]+)"/g)].map((match) => Number(match[1]));
    // The busiest day of enquiries fills the height; half as many, half of it.
    expect(heights).toEqual([100, 200]);
    expect(html).toContain(">5000<");
    expect(html).toContain(">2<");
  });

  it("writes its dates as en-ZA does, as HTML text beside the drawing rather than in it", () => {
    expect(html).toContain(
      'aria-label="Visitors, page views and enquiries per day, 24 Nov 2026 to 26 Nov 2026"',
    );
    const svg = html.slice(html.indexOf("<svg"), html.indexOf("</svg>"));
    expect(svg).not.toContain("<text");
    expect(html).toContain(">25 Nov 2026<");
  });
});
