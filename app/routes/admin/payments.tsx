import { adminMeta } from "../../features/admin/layout/admin-meta";
import { PaymentsScreen } from "../../features/admin/payments/payments-screen";

export const meta = () => adminMeta("Payments");

export default function AdminPaymentsRoute() {
  return <PaymentsScreen />;
}
