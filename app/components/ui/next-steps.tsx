import { useCompanyDetails } from "../../lib/company";
import { BookingLink } from "./booking-link";
import { secondaryButton } from "./button-styles";
import { WhatsappLink } from "./whatsapp-link";

/**
 * What a visitor can do next once an enquiry is sent: book the call, or chat on WhatsApp, each
 * only when the company offers it. `visitor` fills in the booking page where it can.
 */
export function NextSteps({
  from,
  visitor,
  className = "",
}: {
  from: string;
  visitor?: { name?: string; email?: string };
  className?: string;
}) {
  const { whatsapp, bookingUrl } = useCompanyDetails();
  if (!whatsapp && !bookingUrl) return null;
  return (
    <div className={`flex flex-wrap justify-center gap-3 ${className}`}>
      <BookingLink className={secondaryButton} visitor={visitor} />
      <WhatsappLink from={from} className={secondaryButton} />
    </div>
  );
}
