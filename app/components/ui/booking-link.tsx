import { CalendarDaysIcon } from "@heroicons/react/24/outline";
import { BOOK_A_CALL, bookingLink } from "#domain/sales-desk/booking";
import { useCompanyDetails } from "../../lib/company";
import { usePreview } from "../../lib/preview";
import { OffInPreview } from "./off-in-preview";

/**
 * "Book a 20-minute call" on the company's booking page, with the visitor's name and email
 * filled in when they are known (after an enquiry); nothing when no booking page is set. Off
 * in a preview (decision 0080).
 */
export function BookingLink({
  className,
  visitor,
}: {
  className?: string;
  visitor?: { name?: string; email?: string };
}) {
  const href = bookingLink(useCompanyDetails().bookingUrl, visitor);
  const preview = usePreview();
  if (!href) return null;
  const content = (
    <>
      <CalendarDaysIcon aria-hidden="true" className="h-5 w-5" />
      {BOOK_A_CALL}
    </>
  );
  if (preview) return <OffInPreview className={className}>{content}</OffInPreview>;
  return (
    <a href={href} className={className} rel="noopener" target="_blank">
      {content}
    </a>
  );
}
