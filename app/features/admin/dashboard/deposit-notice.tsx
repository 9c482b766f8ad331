import { Link } from "react-router";
import type { PagePath } from "#domain/page-paths";
import type { DashboardData } from "../api/dashboard";
import { PAYMENT_SETTINGS_ANCHOR } from "../api/settings";
import { Banner } from "../ui/banner";
import { linkClass } from "../ui/styles";
import { counted } from "./delivery-notices";

/**
 * Tells administrators that buyers accepted quotes asking for a deposit while no way to pay is
 * set up: their page says we will contact them with how to pay, and nothing else would remind
 * anyone to (decision 0105).
 */
export function DepositNotice({ waiting }: { waiting: DashboardData["depositsWithNoWayToPay"] }) {
  if (!waiting) return null;
  return (
    <Banner tone="error">
      <p>
        {counted(waiting, "accepted quote is", "accepted quotes are")} waiting for a deposit, and no way to
        pay is set up: {waiting === 1 ? "its buyer was" : "their buyers were"} told you will contact them with
        how to pay.{" "}
        <Link to={`/admin/settings#${PAYMENT_SETTINGS_ANCHOR}` satisfies PagePath} className={linkClass}>
          Set up PayFast, Yoco or bank details
        </Link>
      </p>
    </Banner>
  );
}
