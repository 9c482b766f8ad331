import type { z } from "zod";
import { contactEnquirySchema, getStartedEnquirySchema } from "#domain/sales-desk/enquiry";
import { type Attribution, readAttribution } from "#domain/sales-desk/enquiry-attribution";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, type SpamReason } from "#domain/sales-desk/enquiry-rules";
import type { RateLimits } from "../../shared/rate-limits";
import { invalidFields, type Refusal, tooMany } from "../../shared/refusal";
import type { NewEnquiry } from "../contact-record";
import type { EnquiryIntake } from "./enquiry-intake";
import type { FormTokens } from "./form-tokens";

const TEN_MINUTES = 10 * 60_000;

/**
 * What became of an enquiry: stored, or refused with a message a person can read. `repeat`:
 * its idempotency key was held, and `id` is the first send's (decision 0075).
 */
export type EnquiryOutcome = { ok: true; id: string; repeat?: boolean } | Refusal;

/**
 * Takes an enquiry as sent (any shape) from a client at `clientIp`, with the idempotency key
 * the client made for it, if any (a valid one: enquiry-key.ts).
 */
export type AcceptEnquiry = (input: unknown, clientIp: string, key?: string) => Promise<EnquiryOutcome>;

/**
 * The public enquiries, whichever way they arrive: the API (the forms with JavaScript) or the
 * contact page's own form posted without it. Each is checked against its schema, kept aside as
 * spam when the honeypot is filled or its form token says no person sent it (answered as any
 * other, so a bot learns nothing; decision 0051), and counted against one allowance per client
 * IP shared by every way in, so a second way in gives no extra messages; refused ones count
 * too. An accepted enquiry is committed before the outcome is returned.
 */
export function createEnquiryService({
  intake,
  formTokens,
  rateLimits,
  perTenMinutes,
  solutionShown,
}: {
  intake: EnquiryIntake;
  formTokens: FormTokens;
  rateLimits: RateLimits;
  /** Enquiries one client IP may send in ten minutes (ENQUIRY_RATE_LIMIT). */
  perTenMinutes: number;
  /** Whether visitors may see a solution now: not a draft, not scheduled for later, not in the Trash. */
  solutionShown: (id: string) => Promise<boolean>;
}) {
  const perIp = rateLimits.limiter("enquiry-ip", perTenMinutes, TEN_MINUTES);
  // Since the process started, for /metrics: accepted, and refused by reason.
  const outcomes = { accepted: 0, invalid: 0, rateLimited: 0 };
  const counted = (outcome: EnquiryOutcome): EnquiryOutcome => {
    if (outcome.ok) outcomes.accepted += outcome.repeat ? 0 : 1;
    else if (outcome.reason === "rate-limited") outcomes.rateLimited++;
    else outcomes.invalid++;
    return outcome;
  };

  async function spamReason(honeypot: unknown, token: unknown): Promise<SpamReason | null> {
    if (honeypot) return "honeypot";
    const verdict = await formTokens.judge(token);
    if (verdict === "forged") return "forged-token";
    return verdict === "too-fast" ? "too-fast" : null;
  }

  function accept<S extends z.ZodType<Record<string, unknown>>>(
    schema: S,
    toEnquiry: (data: z.output<S>) => Omit<NewEnquiry, keyof Attribution>,
  ): AcceptEnquiry {
    return async (input, clientIp, key) => counted(await check(input, clientIp, key));
    async function check(input: unknown, clientIp: string, key?: string): Promise<EnquiryOutcome> {
      // A repeat of a send that got through is answered as the first was, whatever it holds
      // now, and spends no allowance: a phone back online must not be refused its own message.
      const held = key === undefined ? undefined : await intake.heldBy(key);
      if (held !== undefined) return { ok: true, id: held, repeat: true };
      // Counted before it is checked: a client sending refused enquiries spends its allowance
      // too, so no one connection can keep the server busy validating.
      const limit = await perIp.hit(clientIp);
      if (!limit.allowed) return tooMany("messages from your connection", limit.retryAfterSeconds);
      const parsed = schema.safeParse(input);
      if (!parsed.success) return invalidFields(parsed.error);
      // The token tells how the enquiry came; it is not part of it.
      const { [FORM_TOKEN_FIELD]: token, ...enquiry }: NewEnquiry & { [FORM_TOKEN_FIELD]?: unknown } = {
        ...toEnquiry(parsed.data),
        ...readAttribution(input),
      };
      // A solution visitors cannot see (a draft shown through a preview link, a made-up id) is
      // not named: the words are kept, never refused over where they came from (decision 0080).
      if (enquiry.solutionId && !(await solutionShown(enquiry.solutionId))) enquiry.solutionId = "";
      const spam = await spamReason(parsed.data[HONEYPOT_FIELD], token);
      const record = spam ? await intake.keepAside(enquiry, spam, key) : await intake.submit(enquiry, key);
      return { ok: true, ...record };
    }
  }

  return {
    outcomes: () => ({ ...outcomes }),
    getStarted: accept(getStartedEnquirySchema, (data) => ({ ...data, source: "get-started" })),
    contactPage: accept(contactEnquirySchema, (data) => ({ ...data, source: "contact-page" })),
  };
}

export type EnquiryService = ReturnType<typeof createEnquiryService>;
