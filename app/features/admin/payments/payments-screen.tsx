import { formatRand } from "#domain/money";
import { fetchPayments, type PaymentView } from "../api/payments";
import { ActionBanners } from "../ui/banner";
import { ADMIN_FAILURES } from "../ui/error-catalogue";
import { formatDateTime } from "../ui/format";
import { AdminTable } from "../ui/lists/admin-table";
import { PaymentActions, PaymentStateText, withPayment } from "../ui/payments/payment-parts";
import { ScreenHeader } from "../ui/screen-header";
import { cellClass, mutedText } from "../ui/styles";
import { useAction } from "../ui/use-action";
import { useAsyncData } from "../ui/use-async-data";

// The desk's payments (issue 50; decision 0092): every deposit asked, newest first, with what
// became of it. A transfer is marked received by hand; a payment the buyer came back from but
// that no confirmation followed for 15 minutes offers Check again.

const HEADERS = ["Reference", "Buyer", "Amount", "State", "Invoice", "Actions"];

const FAILURE = ADMIN_FAILURES.payments;

export function PaymentsScreen() {
  const { data: payments, loading, error, setData } = useAsyncData(fetchPayments, FAILURE.load);
  const action = useAction();
  const replace = (next: PaymentView | undefined) => setData((list) => withPayment(list, next));
  return (
    <>
      <ScreenHeader title="Payments" />
      <ActionBanners action={action} loadError={error} />
      <AdminTable
        label="Payments"
        headers={HEADERS}
        rows={payments}
        loading={{ busy: loading, line: "Loading payments..." }}
        empty="No deposits asked yet."
        emptyClassName={mutedText}
        stacked
      >
        {(payment) => (
          <tr key={payment.id}>
            <td className={cellClass}>
              <span className="font-mono">{payment.reference}</span>
              <span className={`block ${mutedText}`}>{formatDateTime(payment.createdAt)}</span>
            </td>
            <td className={cellClass}>
              {payment.buyerName}
              <span className={`block ${mutedText}`}>{payment.buyerEmail}</span>
            </td>
            <td className={cellClass}>{formatRand(payment.amountCents)}</td>
            <td className={cellClass}>
              <PaymentStateText payment={payment} />
            </td>
            <td className={cellClass}>{payment.invoiceNumber ?? "—"}</td>
            <td className={cellClass}>
              <PaymentActions payment={payment} action={action} then={replace} />
            </td>
          </tr>
        )}
      </AdminTable>
    </>
  );
}
