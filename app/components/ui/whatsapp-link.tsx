import { ChatBubbleLeftRightIcon } from "@heroicons/react/24/outline";
import { whatsappChatLink } from "#domain/whatsapp";
import { useCompanyDetails } from "../../lib/company";

/**
 * A link that starts a WhatsApp chat about the page at `from`, through the counting redirect
 * (domain/whatsapp.ts); nothing when the company has no WhatsApp number. A plain link, so it
 * works before and without the scripts; it opens a tab, as wa.me leaves the site.
 */
export function WhatsappLink({
  from,
  className,
  children = "Chat on WhatsApp",
  icon = true,
}: {
  from: string;
  className?: string;
  children?: React.ReactNode;
  icon?: boolean;
}) {
  const { whatsapp } = useCompanyDetails();
  if (!whatsapp) return null;
  return (
    <a href={whatsappChatLink(from)} className={className} rel="noopener" target="_blank">
      {icon && <ChatBubbleLeftRightIcon aria-hidden="true" className="h-5 w-5" />}
      {children}
    </a>
  );
}
