import { CalendarDaysIcon } from "@heroicons/react/24/outline";
import { BOOK_A_CALL, bookingLink } from "#domain/booking";
import { useCompanyDetails } from "../../lib/company";

/**
 * "Book a 20-minute call" on the company's booking page, with the visitor's name and email
 * filled in when they are known (after an enquiry); nothing when no booking page is set.
 */
export function BookingLink({
  className,
  visitor,
}: {
  className?: string;
  visitor?: { name?: string; email?: string };
}) {
  const href = bookingLink(useCompanyDetails().bookingUrl, visitor);
  if (!href) return null;
  return (
    <a href={href} className={className} rel="noopener" target="_blank">
      <CalendarDaysIcon aria-hidden="true" className="h-5 w-5" />
      {BOOK_A_CALL}
    </a>
  );
}
