import type { PaymentState } from "#domain/sales-desk/payment";
import { checkPaymentAgain, markPaymentReceived, type PaymentView } from "../../api/payments";
import { ADMIN_FAILURES } from "../error-catalogue";
import { formatDateTime } from "../format";
import { mutedText, smallButton } from "../styles";
import type { Action } from "../use-action";

// What the Payments screen and an enquiry's panel both show of a payment (issue 50; decisions
// 0092, 0097): its state with who marked it received or why it failed, and the actions allowed:
// Mark received while it is not confirmed; Check again once the buyer came back from the gateway
// 15 minutes ago or more without a confirmation.

const STATE_LABELS: Record<PaymentState, string> = {
  awaiting: "Awaiting",
  "awaiting-confirmation": "Awaiting confirmation",
  confirmed: "Confirmed",
  failed: "Failed",
};

/** The payment's state, and under it who marked it received, or the gateway's reason it failed. */
export function PaymentStateText({ payment }: { payment: PaymentView }) {
  return (
    <>
      {STATE_LABELS[payment.state]}
      {payment.confirmedBy && payment.confirmedAt ? (
        <span className={`block ${mutedText}`}>
          Marked received by {payment.confirmedBy}, {formatDateTime(payment.confirmedAt)}
        </span>
      ) : null}
      {payment.failureReason ? <span className={`block ${mutedText}`}>{payment.failureReason}</span> : null}
    </>
  );
}

/** Mark received and Check again, where allowed; `then` gets the payment as it now is. */
export function PaymentActions({
  payment,
  action,
  then,
}: {
  payment: PaymentView;
  action: Action;
  then: (payment: PaymentView | undefined) => void;
}) {
  if (payment.status === "confirmed") return null;
  return (
    <div className="flex flex-wrap gap-2">
      <ActionButton
        label="Mark received"
        disabled={action.busy}
        run={() =>
          action.run(
            () => markPaymentReceived(payment.id),
            ADMIN_FAILURES.payments.received,
            "Payment marked received; the invoice is on its way.",
          )
        }
        then={then}
      />
      {payment.state === "awaiting-confirmation" ? (
        <ActionButton
          label="Check again"
          disabled={action.busy}
          run={() =>
            action.run(
              () => checkPaymentAgain(payment.id),
              ADMIN_FAILURES.payments.check,
              (checked) => (checked.status === "confirmed" ? "Payment confirmed." : "No confirmation yet."),
            )
          }
          then={then}
        />
      ) : null}
    </div>
  );
}

/** One of a payment's actions: runs `run`, then hands the payment as it now is to `then`. */
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

/** `list` with `next` in place of the payment it replaces. */
export const withPayment = (list: PaymentView[] | null, next: PaymentView | undefined) =>
  next ? (list?.map((payment) => (payment.id === next.id ? next : payment)) ?? null) : list;
