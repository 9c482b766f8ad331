import type { PaymentView } from "#server/services/payments/payments";
import { call } from "./http";

export type { PaymentView };

export const fetchPayments = () => call("GET /api/payments");
/** One enquiry's payments, newest first. */
export const fetchContactPayments = (contactId: string) =>
  call("GET /api/payments", { query: { contactId } });
/** A bank transfer seen in the account: the invoice is issued and mailed. */
export const markPaymentReceived = (id: string) =>
  call("POST /api/payments/:id/received", { params: { id } });
/** Asks the gateway what became of a payment still awaiting. */
export const checkPaymentAgain = (id: string) => call("POST /api/payments/:id/check", { params: { id } });
