import { data } from "react-router";
import { DESCRIBED_PARAM, FINDER_PATH, finderText } from "#domain/content/finder";
import { interestOfSolution } from "#domain/content/solution-interest";
import { readAttribution, utmFromQuery } from "#domain/sales-desk/enquiry-attribution";
import type { FieldErrors } from "#domain/text-rules";
import { refusalStatus } from "#server/site/page-facade";
import type { PageContext } from "../../lib/page-context";
import {
  type ContactFields,
  type ContactFormContext,
  type ContactFormState,
  NEW_CONTACT_FORM,
  postedContactFields,
} from "./contact-fields";

/**
 * The contact form posted without JavaScript (with it, the form calls the API). The enquiry
 * service the API uses checks, limits and stores it, so both ways in follow the same rules.
 * The page then shows the form's success state, or the fields as typed with their messages or
 * the error banner, answered with the API's status.
 */
export async function sendContactForm(request: Request, context: PageContext) {
  // A body that is not a form (a hand-made request) reads as an empty one: every field missing.
  const form = await request.formData().catch(() => new FormData());
  const outcome = await context.services.enquiries.contactPage(Object.fromEntries(form), context.clientIp);
  if (outcome.ok) return { ...NEW_CONTACT_FORM, status: "success" } satisfies ContactFormState;
  const state: ContactFormState = {
    status: outcome.errors ? "editing" : "error",
    fields: postedContactFields(form),
    errors: (outcome.errors ?? {}) as FieldErrors<keyof ContactFields>,
    failure: outcome.message,
    attribution: readAttribution(Object.fromEntries(form)),
  };
  return data(state, { status: refusalStatus(outcome) });
}

/**
 * The contact page's address: `?solution=` names the solution whose Get Started button led
 * here (shown above the form and sent with it), `?described=` the finder's words the message
 * starts with, utm_* the campaign that brought the visitor.
 * The form's time token is issued when the page is rendered. The page stays in the public cache
 * (rendering it for every visitor cost the server over 100 MB more under load), so a cached
 * copy's token is as old as the copy: with JavaScript the form asks for a fresh one, and without
 * it only a freshly rendered page catches a too-fast send; a forged token is caught always
 * (decision 0051).
 */
export async function contactFormContext(
  request: Request,
  context: PageContext,
): Promise<ContactFormContext> {
  const query = new URL(request.url).searchParams;
  const id = query.get("solution");
  const solution = id ? await context.services.solutions.get(id).catch(() => null) : null;
  // Sent from the finder (decision 0085): the visitor's words start the message, and the
  // enquiry counts as the finder's. The page holds those words, so no cache keeps it.
  const described = finderText(query.get(DESCRIBED_PARAM));
  if (described) context.noStore();
  return {
    about: solution
      ? { id: solution.id, title: solution.title, interest: interestOfSolution(solution) }
      : null,
    described,
    attribution: {
      ...utmFromQuery(query),
      ...(solution ? { solutionId: solution.id } : {}),
      ...(described ? { sourcePage: FINDER_PATH } : {}),
    },
    formToken: await context.services.formTokens.issue(),
  };
}
