import { telHref } from "#domain/phone-number";

/** A number that dials when tapped; text that is no phone number stays text. */
export function PhoneLink({ number, className }: { number: string; className?: string }) {
  const href = telHref(number);
  return href ? (
    <a href={href} className={className}>
      {number}
    </a>
  ) : (
    <span>{number}</span>
  );
}
