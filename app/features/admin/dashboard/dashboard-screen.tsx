import { formatRand } from "#domain/money";
import { TIER_LABELS, TIERS } from "#domain/options";
import type { PagePath } from "#domain/page-paths";
import { type DashboardData, fetchDashboard } from "../api/dashboard";
import { useAdminSession } from "../ui/admin-session";
import { MaybeBanner } from "../ui/banner";
import { ADMIN_FAILURES } from "../ui/error-catalogue";
import { ScreenHeader } from "../ui/screen-header";
import { useAsyncData } from "../ui/use-async-data";
import { Breakdown } from "./breakdown";
import { MailNotice, WebhookNotice } from "./delivery-notices";
import { DepositNotice } from "./deposit-notice";
import { InsightsSection } from "./insights-section";
import { LatestContactsTable } from "./latest-contacts-table";
import { StatCard } from "./stat-card";

function tierRows(data: DashboardData) {
  return TIERS.map((tier) => ({ label: TIER_LABELS[tier], value: data.solutionsByTier[tier] ?? 0 }));
}

/** Quotes of the month and the deposits they brought: how many, each label carrying what they come to. */
function quoteRows({ quotesThisMonth: month, depositsThisMonth: deposits }: DashboardData) {
  return [
    { label: `Sent (${formatRand(month.sentCents)})`, value: month.sent },
    { label: `Accepted (${formatRand(month.acceptedCents)})`, value: month.accepted },
    ...(deposits
      ? [{ label: `Deposits received (${formatRand(deposits.receivedCents)})`, value: deposits.received }]
      : []),
  ];
}

function statusRows(data: DashboardData) {
  const { new: fresh, inProgress, completed } = data.contactsByStatus;
  return [
    { label: "New", value: fresh ?? 0, href: "/admin/contacts?status=new" satisfies PagePath },
    {
      label: "In Progress",
      value: inProgress ?? 0,
      href: "/admin/contacts?status=in-progress" satisfies PagePath,
    },
    {
      label: "Completed",
      value: completed ?? 0,
      href: "/admin/contacts?status=completed" satisfies PagePath,
    },
    // Not a status of its own: enquiries with no reply one working day after they arrived.
    {
      label: "Overdue",
      value: data.overdueContacts ?? 0,
      href: "/admin/contacts?overdue=1" satisfies PagePath,
    },
  ];
}

export function DashboardScreen() {
  const { inbox } = useAdminSession();
  // Read again when an enquiry arrives or is opened, so the counts and latest rows stay current.
  const { data, loading, error } = useAsyncData(fetchDashboard, ADMIN_FAILURES.dashboard.load, inbox.changes);

  return (
    <>
      <ScreenHeader title="Dashboard" />
      <MaybeBanner tone="error" message={error} />
      {loading ? <p>Loading dashboard...</p> : null}
      {!loading && !error && !data ? <p>No data available</p> : null}
      {data ? (
        <div className="flex flex-col gap-6">
          <MailNotice mail={data.mail} />
          <WebhookNotice deliveries={data.deliveries} />
          <DepositNotice waiting={data.depositsWithNoWayToPay} />
          <div className="grid gap-4 sm:grid-cols-3">
            <StatCard label="Total Solutions" value={data.totalSolutions} />
            <StatCard label="Total Users" value={data.totalUsers} />
            <StatCard label="Total Contacts" value={data.totalContacts} />
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            <Breakdown title="Solutions by Tier" rows={data.solutionsByTier ? tierRows(data) : []} />
            <Breakdown title="Contacts by Status" rows={data.contactsByStatus ? statusRows(data) : []} />
            <Breakdown title="Quotes this month" rows={data.quotesThisMonth ? quoteRows(data) : []} />
          </div>
          <LatestContactsTable contacts={data.latestContacts ?? []} />
          {/* Last: its figures arrive later and are long, and nothing an admin taps should move when they do. */}
          <InsightsSection />
        </div>
      ) : null}
    </>
  );
}
