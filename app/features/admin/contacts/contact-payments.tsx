import { useEffect, useState } from "react";
import { formatRand } from "#domain/money";
import { fetchContactPayments, type PaymentView } from "../api/payments";
import { ActionBanners } from "../ui/banner";
import { ADMIN_FAILURES } from "../ui/error-catalogue";
import { LoadedList } from "../ui/lists/loaded-list";
import { PaymentActions, PaymentStateText, withPayment } from "../ui/payments/payment-parts";
import { mutedText } from "../ui/styles";
import { useAction } from "../ui/use-action";

// An enquiry's payments in its panel (issue 50; decision 0097): each deposit asked of its sender
// (from an accepted quote's page, or by hand), its state, amount and invoice number once
// confirmed, and Mark received / Check again where the Payments screen allows them.

export function ContactPayments({ contactId }: { contactId: string }) {
  const [payments, setPayments] = useState<PaymentView[] | null>(null);
  const action = useAction();

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per enquiry opened
  useEffect(() => {
    void action
      .run(() => fetchContactPayments(contactId), ADMIN_FAILURES.payments.load)
      .then((list) => list && setPayments(list));
  }, [contactId]);

  return (
    <div className="mt-2 space-y-2">
      <ActionBanners action={action} />
      <LoadedList items={payments} empty="No deposit asked yet." className="space-y-2">
        {(payment) => (
          <li
            key={payment.id}
            className="flex flex-wrap items-center gap-2 rounded-md border border-slate-200 p-2 text-sm dark:border-slate-700"
          >
            <span className="font-mono">{payment.reference}</span>
            <span>{formatRand(payment.amountCents)}</span>
            <span>
              <PaymentStateText payment={payment} />
            </span>
            {payment.invoiceNumber ? <span className="font-medium">{payment.invoiceNumber}</span> : null}
            <span className={`w-full ${mutedText}`}>{payment.description}</span>
            <PaymentActions
              payment={payment}
              action={action}
              then={(next) => setPayments((list) => withPayment(list, next))}
            />
          </li>
        )}
      </LoadedList>
    </div>
  );
}
