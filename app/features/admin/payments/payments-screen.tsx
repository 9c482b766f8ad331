import { formatRand } from "#domain/money";
import type { PaymentState } from "#domain/sales-desk/payment";
import { checkPaymentAgain, fetchPayments, markPaymentReceived, type PaymentView } from "../api/payments";
import { ActionBanners } from "../ui/banner";
import { failureTexts } from "../ui/failure-texts";
import { formatDateTime } from "../ui/format";
import { AdminTable } from "../ui/lists/admin-table";
import { ScreenHeader } from "../ui/screen-header";
import { cellClass, mutedText, smallButton } from "../ui/styles";
import { useAction } from "../ui/use-action";
import { useAsyncData } from "../ui/use-async-data";

// The desk's payments (issue 50; decision 0092): every deposit asked, newest first, with what
// became of it. A transfer is marked received by hand; a payment the buyer came back from but
// that no confirmation followed for 15 minutes offers Check again.

const FAILURE = failureTexts({
  load: ["Failed to load payments", "An error occurred while fetching payments"],
  received: ["Failed to mark the payment received", "An error occurred while marking the payment received"],
  check: ["Failed to check the payment", "An error occurred while asking the gateway"],
});

const STATE_LABELS: Record<PaymentState, string> = {
  awaiting: "Awaiting",
  "awaiting-confirmation": "Awaiting confirmation",
  confirmed: "Confirmed",
  failed: "Failed",
};

const HEADERS = ["Reference", "Buyer", "Amount", "State", "Invoice", "Actions"];

export function PaymentsScreen() {
  const { data: payments, loading, error, setData } = useAsyncData(fetchPayments, FAILURE.load);
  const action = useAction();
  const replace = (next: PaymentView | undefined) => {
    if (next) setData((list) => list?.map((payment) => (payment.id === next.id ? next : payment)) ?? null);
  };
  return (
    <>
      <ScreenHeader title="Payments" />
      <ActionBanners action={action} loadError={error} />
      {loading ? <p>Loading payments...</p> : null}
      {payments && payments.length === 0 ? <p className={mutedText}>No deposits asked yet.</p> : null}
      {payments && payments.length > 0 ? (
        <AdminTable label="Payments" headers={HEADERS} stacked>
          {payments.map((payment) => (
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
                {STATE_LABELS[payment.state]}
                {payment.confirmedBy && payment.confirmedAt ? (
                  <span className={`block ${mutedText}`}>
                    Marked received by {payment.confirmedBy}, {formatDateTime(payment.confirmedAt)}
                  </span>
                ) : null}
                {payment.failureReason ? (
                  <span className={`block ${mutedText}`}>{payment.failureReason}</span>
                ) : null}
              </td>
              <td className={cellClass}>{payment.invoiceNumber ?? "—"}</td>
              <td className={cellClass}>
                {payment.status === "confirmed" ? null : (
                  <div className="flex flex-wrap gap-2">
                    <ActionButton
                      label="Mark received"
                      disabled={action.busy}
                      run={() =>
                        action.run(
                          () => markPaymentReceived(payment.id),
                          FAILURE.received,
                          "Payment marked received; the invoice is on its way.",
                        )
                      }
                      then={replace}
                    />
                    {payment.state === "awaiting-confirmation" ? (
                      <ActionButton
                        label="Check again"
                        disabled={action.busy}
                        run={() =>
                          action.run(
                            () => checkPaymentAgain(payment.id),
                            FAILURE.check,
                            (checked) =>
                              checked.status === "confirmed" ? "Payment confirmed." : "No confirmation yet.",
                          )
                        }
                        then={replace}
                      />
                    ) : null}
                  </div>
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
    </>
  );
}

/** One of a row's actions: runs `run`, then hands the payment as it now is to `then`. */
function ActionButton({
  label,
  disabled,
  run,
  then,
}: {
  label: string;
  disabled: boolean;
  run: () => Promise<PaymentView | undefined>;
  then: (payment: PaymentView | undefined) => void;
}) {
  return (
    <button type="button" className={smallButton} disabled={disabled} onClick={async () => then(await run())}>
      {label}
    </button>
  );
}
