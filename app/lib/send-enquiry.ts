import { failureMessage, sendJson } from "./api-client";

/** What a form says when its enquiry does not go through: each form has SPEC §8's own words. */
export interface EnquiryFailureTexts {
  /** The server could not be reached. */
  network: string;
  /** The server refused, and its answer names no reason. */
  refused: string;
  /** The fields of the server's answer that may hold its reason, the first found shown. */
  reasonFields: readonly string[];
}

/**
 * Sends an enquiry form's typed fields (trimmed) with what the form adds to them (its interest,
 * the visit's attribution, the honeypot). Resolves to null once the enquiry is stored, or to
 * the text the form shows.
 */
export async function sendEnquiry(
  url: string,
  typed: Record<string, string>,
  added: Record<string, unknown>,
  texts: EnquiryFailureTexts,
): Promise<string | null> {
  const trimmed = Object.fromEntries(Object.entries(typed).map(([name, value]) => [name, value.trim()]));
  try {
    await sendJson("POST", url, { ...trimmed, ...added });
    return null;
  } catch (error) {
    return failureMessage(error, { failed: texts.refused, errored: texts.network }, texts.reasonFields);
  }
}
