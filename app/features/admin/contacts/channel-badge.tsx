import { ENQUIRY_SOURCE_LABELS, type EnquirySource, isLoggedChannel } from "#domain/sales-desk/contact-admin";

/**
 * Beside the status of an enquiry an admin logged by hand: the channel the conversation took
 * place on ("WhatsApp", "Walk-in"). Enquiries sent through the site's forms show none.
 */
export function ChannelBadge({ source }: { source: EnquirySource }) {
  if (!isLoggedChannel(source)) return null;
  return (
    <span
      className="inline-block whitespace-nowrap rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100"
      title={`Logged from a conversation: ${ENQUIRY_SOURCE_LABELS[source]}`}
    >
      <span className="sr-only">Logged from </span>
      {ENQUIRY_SOURCE_LABELS[source]}
    </span>
  );
}
