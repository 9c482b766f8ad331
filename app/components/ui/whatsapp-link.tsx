import { ChatBubbleLeftRightIcon } from "@heroicons/react/24/outline";
import { whatsappChatLink } from "#domain/company/whatsapp";
import { useCompanyDetails } from "../../lib/company";
import { usePreview } from "../../lib/preview";
import { OffInPreview } from "./off-in-preview";

/**
 * A link that starts a WhatsApp chat about the page at `from`, through the counting redirect
 * (domain/company/whatsapp.ts); nothing when the company has no WhatsApp number. A plain link, so it
 * works before and without the scripts; it opens a tab, as wa.me leaves the site. Off in a
 * preview (decision 0080).
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
  const preview = usePreview();
  if (!whatsapp) return null;
  const content = (
    <>
      {icon && <ChatBubbleLeftRightIcon aria-hidden="true" className="h-5 w-5" />}
      {children}
    </>
  );
  if (preview) return <OffInPreview className={className}>{content}</OffInPreview>;
  return (
    <a href={whatsappChatLink(from)} className={className} rel="noopener" target="_blank">
      {content}
    </a>
  );
}
