import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { InsightsReport } from "#domain/sales-desk/insights";
import { InsightsFigures } from "./insights-section";

const NO_VIEWS = "No page views counted in this period";

const NONE_SOLD = { quotesSent: 0, quotesAccepted: 0, acceptedCents: 0, deposits: 0, depositCents: 0 };

const report = (views: number): InsightsReport => ({
  days: 7,
  series: [{ date: "2026-11-26", views, visitors: views, enquiries: 0, whatsapp: 0 }],
  pages: views ? [{ path: "/", views, visitors: views }] : [],
  solutions: [],
  referrers: [],
  campaigns: [],
  channels: { web: 0, whatsapp: 0, phone: 0, "walk-in": 0, email: 0 },
  devices: {
    phone: { views, visitors: views },
    tablet: { views: 0, visitors: 0 },
    desktop: { views: 0, visitors: 0 },
  },
  finder: { descriptions: 0, enquiries: 0, solutions: [] },
  sales: { totals: NONE_SOLD, solutions: [], sources: [] },
});

/** The text of each top list's panel, by its title. */
function panels(html: string) {
  const text = html.replace(/<[^>]+>/g, "\n");
  return Object.fromEntries(
    ["Top solutions", "Top referrers", "Top campaigns"].map((title) => {
      const from = text.indexOf(title) + title.length;
      const next = text.slice(from).search(/Top |Devices/);
      return [title, text.slice(from, from + next).trim()];
    }),
  );
}

describe("the insights' top lists when empty", () => {
  it("say that nothing was counted when the period has no page views", () => {
    for (const said of Object.values(panels(renderToString(<InsightsFigures report={report(0)} />)))) {
      expect(said).toBe(NO_VIEWS);
    }
  });

  it("say what is missing, not that nothing was counted, when the period has page views", () => {
    expect(panels(renderToString(<InsightsFigures report={report(12)} />))).toEqual({
      "Top solutions": "No solution pages viewed in this period",
      "Top referrers": "No visits from other sites in this period",
      "Top campaigns": "No visits from campaign links in this period",
    });
  });
});

describe("the insights' quotes and deposits", () => {
  const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

  it("name each source as the desk knows it, with amounts in rand", () => {
    const sold = { ...NONE_SOLD, quotesSent: 2, quotesAccepted: 1, acceptedCents: 575_000 };
    const html = renderToString(
      <InsightsFigures
        report={{
          ...report(3),
          sales: {
            totals: { ...sold, deposits: 1, depositCents: 287_550 },
            solutions: [{ id: "bot", title: "Sold Bot", ...sold }],
            sources: [
              { source: { kind: "campaign", value: "google" }, ...sold },
              { source: { kind: "referrer", value: "www.facebook.com" }, ...NONE_SOLD, quotesSent: 1 },
              { source: { kind: "logged", value: "walk-in" }, ...NONE_SOLD, quotesSent: 1 },
              { source: { kind: "direct", value: "" }, ...NONE_SOLD, quotesSent: 1 },
            ],
          },
        }}
      />,
    );
    const said = text(html);
    expect(said).toContain("Deposits value R2 875,50");
    expect(said).toContain("Sold Bot 2 1 (R5 750) 0 ");
    for (const source of ["google (campaign)", "www.facebook.com", "Walk-in", "Direct"])
      expect(said).toContain(` ${source} `);
  });

  it("say so when the period has none", () => {
    expect(text(renderToString(<InsightsFigures report={report(3)} />))).toContain(
      "Sales by source No quotes sent or accepted and no deposits paid in this period",
    );
  });
});
