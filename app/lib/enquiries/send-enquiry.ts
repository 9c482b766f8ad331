import { newEnquiryKey } from "#domain/sales-desk/enquiry-key";
import { failure, failureMessage } from "../api-client";
import { keepForLater, sendWithKey } from "./waiting-enquiries";

/** What a form says when its enquiry does not go through: each form has SPEC §8's own words. */
export interface EnquiryFailureTexts {
  /** The server could not be reached, and this browser cannot keep the enquiry to send later. */
  network: string;
  /** The server refused, and its answer names no reason. */
  refused: string;
  /** The fields of the server's answer that may hold its reason, the first found shown. */
  reasonFields: readonly string[];
}

/** How a send ended: stored, kept on the phone to be sent when there is a signal, or the text to show. */
export type EnquiryResult = { sent: true } | { kept: true } | { failed: string };

/**
 * Sends an enquiry form's typed fields (trimmed) with what the form adds to them (its interest,
 * the visit's attribution, the honeypot), with an idempotency key made here. Without a signal
 * the enquiry is kept on the phone and sent later with the same key (waiting-enquiries.ts).
 */
export async function sendEnquiry(
  url: string,
  typed: Record<string, string>,
  added: Record<string, unknown>,
  texts: EnquiryFailureTexts,
): Promise<EnquiryResult> {
  const trimmed = Object.fromEntries(Object.entries(typed).map(([name, value]) => [name, value.trim()]));
  const enquiry = { url, body: { ...trimmed, ...added }, key: newEnquiryKey() };
  const outcome = await sendWithKey(enquiry);
  if (outcome === "offline") return keepForLater(enquiry) ? { kept: true } : { failed: texts.network };
  if (outcome.status >= 200 && outcome.status < 300) return { sent: true };
  const refusal = failure(outcome.status, outcome.body);
  return {
    failed: failureMessage(refusal, { failed: texts.refused, errored: texts.network }, texts.reasonFields),
  };
}
