import { useEffect, useState } from "react";
import { formatRand } from "#domain/money";
import { ENQUIRY_CHANNEL_LABELS, ENQUIRY_CHANNELS } from "#domain/sales-desk/contact-admin";
import {
  DEFAULT_INSIGHT_PERIOD,
  DEVICE_CLASSES,
  INSIGHT_PERIODS,
  type InsightPeriod,
  type InsightsReport,
  type SalesSource,
  type SalesTally,
} from "#domain/sales-desk/insights";
import { failureMessage } from "../../../lib/api-client";
import { fetchInsights } from "../api/insights";
import { MaybeBanner } from "../ui/banner";
import { downloadText } from "../ui/download";
import { ADMIN_FAILURES } from "../ui/error-catalogue";
import { AdminTable } from "../ui/lists/admin-table";
import { csvFileName } from "../ui/lists/csv";
import { cellClass, mutedText, panelClass, secondaryButton, smallButton } from "../ui/styles";
import { FigurePanel } from "./figure-panel";
import { InsightsChart } from "./insights-chart";
import { insightsSeriesToCsv } from "./insights-csv";

const NO_VIEWS = "No page views counted in this period";
const DEVICE_LABELS = { phone: "Phone", tablet: "Tablet", desktop: "Desktop" };

const percent = (part: number, whole: number) => (whole === 0 ? "–" : `${Math.round((part / whole) * 100)}%`);

function TopTable<T>(props: {
  title: string;
  headers: string[];
  rows: T[];
  cells: (row: T) => React.ReactNode[];
  rowKey: (row: T) => string;
  /** What an empty list says. */
  empty: string;
}) {
  const id = `insights-${props.title.toLowerCase().replaceAll(" ", "-")}`;
  return (
    <section className={`min-w-0 ${panelClass}`} aria-labelledby={id}>
      <h3 id={id} className="font-semibold">
        {props.title}
      </h3>
      <AdminTable
        label={`${props.title} table`}
        className="mt-2"
        headers={props.headers}
        rows={props.rows}
        empty={props.empty}
        emptyClassName={`mt-2 ${mutedText}`}
      >
        {(row) => (
          <tr key={props.rowKey(row)}>
            {props.cells(row).map((cell, index) => (
              <td key={props.headers[index]} className={cellClass}>
                {cell}
              </td>
            ))}
          </tr>
        )}
      </AdminTable>
    </section>
  );
}

const NO_SALES = "No quotes sent or accepted and no deposits paid in this period";
/** A count with the amount it came to, "2 (R9 500)", kept on one line. */
const countOf = (count: number, cents: number) =>
  count === 0 ? "0" : `${count}\u00a0(${formatRand(cents)})`;
// Each count beside its value, so a list fits half the screen's width without scrolling sideways.
const SALES_HEADERS = ["Quotes sent", "Accepted", "Deposits paid"];
const salesCells = (row: SalesTally) => [
  row.quotesSent,
  countOf(row.quotesAccepted, row.acceptedCents),
  countOf(row.deposits, row.depositCents),
];

function salesSourceLabel(source: SalesSource): string {
  switch (source.kind) {
    case "logged":
      return ENQUIRY_CHANNEL_LABELS[source.value];
    case "campaign":
      return `${source.value} (campaign)`;
    case "referrer":
      return source.value;
    case "direct":
      return "Direct";
    case "deleted":
      return "Enquiry deleted";
  }
}

/** Quotes and deposits by the solution and the source of the enquiry behind them (decision 0099). */
function SalesFigures({ sales }: { sales: InsightsReport["sales"] }) {
  const { totals } = sales;
  return (
    <>
      <FigurePanel
        title="Quotes and deposits"
        columns="grid-cols-2 sm:grid-cols-5"
        figures={[
          { label: "Quotes sent", value: totals.quotesSent },
          { label: "Accepted", value: totals.quotesAccepted },
          { label: "Accepted value", value: formatRand(totals.acceptedCents) },
          { label: "Deposits paid", value: totals.deposits },
          { label: "Deposits value", value: formatRand(totals.depositCents) },
        ]}
      />
      <div className="grid min-w-0 gap-4 lg:grid-cols-2">
        <TopTable
          title="Sales by solution"
          headers={["Solution", ...SALES_HEADERS]}
          rows={sales.solutions}
          rowKey={(row) => row.id}
          empty={NO_SALES}
          cells={(row) => [row.title || row.id, ...salesCells(row)]}
        />
        <TopTable
          title="Sales by source"
          headers={["Source", ...SALES_HEADERS]}
          rows={sales.sources}
          rowKey={(row) => `${row.source.kind}:${row.source.value}`}
          empty={NO_SALES}
          cells={(row) => [salesSourceLabel(row.source), ...salesCells(row)]}
        />
      </div>
    </>
  );
}

/** The period's chart, top lists and devices. */
export function InsightsFigures({ report }: { report: InsightsReport }) {
  const totalViews = DEVICE_CLASSES.reduce((sum, device) => sum + report.devices[device].views, 0);
  // A list can be empty while pages were viewed: then it says what it lacks.
  const emptyUnlessViewed = (lacking: string) => (totalViews === 0 ? NO_VIEWS : lacking);
  return (
    <>
      <div className={panelClass}>
        <InsightsChart series={report.series} />
      </div>
      <div className="grid min-w-0 gap-4 lg:grid-cols-2">
        <TopTable
          title="Top solutions"
          headers={["Solution", "Visitors", "Enquiries", "WhatsApp", "Conversion"]}
          rows={report.solutions}
          rowKey={(row) => row.id}
          empty={emptyUnlessViewed("No solution pages viewed in this period")}
          cells={(row) => [
            row.title || row.id,
            row.visitors,
            row.enquiries,
            row.whatsapp,
            row.conversion === null ? "–" : `${Math.round(row.conversion * 100)}%`,
          ]}
        />
        <TopTable
          title="Top pages"
          headers={["Page", "Views", "Visitors"]}
          rows={report.pages}
          rowKey={(row) => row.path}
          empty={NO_VIEWS}
          cells={(row) => [row.path, row.views, row.visitors]}
        />
        <TopTable
          title="Top referrers"
          headers={["Site", "Views", "Visitors"]}
          rows={report.referrers}
          rowKey={(row) => row.host}
          empty={emptyUnlessViewed("No visits from other sites in this period")}
          cells={(row) => [row.host, row.views, row.visitors]}
        />
        <TopTable
          title="Top campaigns"
          headers={["Source", "Medium", "Campaign", "Visitors"]}
          rows={report.campaigns}
          rowKey={(row) => `${row.source}|${row.medium}|${row.campaign}`}
          empty={emptyUnlessViewed("No visits from campaign links in this period")}
          cells={(row) => [row.source, row.medium, row.campaign, row.visitors]}
        />
      </div>
      <FigurePanel
        title="Devices"
        columns="grid-cols-3"
        figures={DEVICE_CLASSES.map((device) => ({
          label: DEVICE_LABELS[device],
          value: percent(report.devices[device].views, totalViews),
        }))}
      />
      {/* The site's forms together, then each channel of the conversations admins logged (decision 0057). */}
      <FigurePanel
        title="Enquiries by channel"
        columns="grid-cols-2 sm:grid-cols-5"
        figures={ENQUIRY_CHANNELS.map((channel) => ({
          label: ENQUIRY_CHANNEL_LABELS[channel],
          value: report.channels[channel],
        }))}
      />
      <SalesFigures sales={report.sales} />
      {/* "Describe your problem" (decision 0085): counted like page views; the words are never kept. */}
      <FigurePanel
        title="Problem finder"
        columns="grid-cols-1 sm:grid-cols-3"
        figures={[
          { label: "Descriptions", value: report.finder.descriptions },
          { label: "Became enquiries", value: report.finder.enquiries },
          {
            label: "Shown most",
            value:
              report.finder.solutions
                .slice(0, 3)
                .map((row) => `${row.title || row.id} (${row.shown})`)
                .join(", ") || "–",
          },
        ]}
      />
    </>
  );
}

/** Cookieless visitor figures beside the enquiries they led to (docs/decisions/0029). */
export function InsightsSection() {
  const [days, setDays] = useState<InsightPeriod>(DEFAULT_INSIGHT_PERIOD);
  const [report, setReport] = useState<InsightsReport | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    setError(null);
    fetchInsights(days)
      .then((result) => current && setReport(result))
      .catch(
        (reason: unknown) => current && setError(failureMessage(reason, ADMIN_FAILURES.dashboard.insights)),
      );
    return () => {
      current = false;
    };
  }, [days]);

  return (
    <section className="flex min-w-0 flex-col gap-4" aria-labelledby="insights-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="insights-title" className="text-lg font-semibold">
          Insights
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          {INSIGHT_PERIODS.map((period) => (
            <button
              key={period}
              type="button"
              className={smallButton}
              aria-pressed={period === days}
              onClick={() => setDays(period)}
            >
              Last {period} days
            </button>
          ))}
          <button
            type="button"
            className={secondaryButton}
            disabled={!report}
            onClick={() =>
              report &&
              downloadText(
                csvFileName("insights", [`last ${report.days} days`]),
                insightsSeriesToCsv(report.series),
                "text/csv;charset=utf-8",
              )
            }
          >
            Export CSV
          </button>
        </div>
      </div>
      <MaybeBanner tone="error" message={error} />
      {report ? <InsightsFigures report={report} /> : error ? null : <p>Loading insights...</p>}
    </section>
  );
}
