import type { PaymentView } from "#server/services/payments/payments";
import { apiRequest } from "./http";

export type { PaymentView };

export const fetchPayments = () => apiRequest<PaymentView[]>("GET", "/api/payments");
/** A bank transfer seen in the account: the invoice is issued and mailed. */
export const markPaymentReceived = (id: string) =>
  apiRequest<PaymentView>("POST", `/api/payments/${id}/received`);
/** Asks the gateway what became of a payment still awaiting. */
export const checkPaymentAgain = (id: string) => apiRequest<PaymentView>("POST", `/api/payments/${id}/check`);
