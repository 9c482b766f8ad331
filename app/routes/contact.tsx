import { ContactPage } from "../features/contact/contact-page";
import { contactFormContext, sendContactForm } from "../features/contact/send-contact-form.server";
import { readPageWords, withPreviewHeaders } from "../lib/loaders/page-words.server";
import { headersWithErrors } from "../lib/loaders/read-or-unavailable.server";
import { pageContextOf } from "../lib/page-context";
import { pageMeta } from "../lib/seo/seo";
import type { Route } from "./+types/contact";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Contact Us",
    description:
      "Ask about AI solutions for your small business. Email, phone, WhatsApp or send us a message; we reply within one working day.",
  });
}

/** The page's address (which solution, which campaign) and the company's words (or its draft's, previewed), read on the server. */
export async function loader({ request, context: router }: Route.LoaderArgs) {
  const context = pageContextOf(router);
  const [page, words] = await Promise.all([
    contactFormContext(request, context),
    readPageWords(context, "contact", request),
  ]);
  return withPreviewHeaders({ ...page, ...words }, words);
}

// The contact form posted without JavaScript; with it, the form calls the API instead.
export function action({ request, context: router }: Route.ActionArgs) {
  const context = pageContextOf(router);
  return sendContactForm(request, context);
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  return <ContactPage posted={actionData} context={loaderData} content={loaderData.content} />;
}

export const headers = headersWithErrors;

export { RouteErrorView as ErrorBoundary } from "../features/unavailable/route-error-view";
