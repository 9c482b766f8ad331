import { useId } from "react";
import { HONEYPOT_FIELD } from "#domain/sales-desk/enquiry-rules";

/**
 * The honeypot of the enquiry forms: a text field that people never see or reach (off-screen,
 * out of the tab order, hidden from assistive technology) but that bots fill in like any
 * other. The server keeps an enquiry whose honeypot is filled aside as spam (decision 0051).
 * Uncontrolled: nobody types in it, so the form reads it only when it is sent (honeypotValue).
 */
export function HoneypotField() {
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Website</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** The honeypot's value in a form, to send with the rest of its fields as JSON. */
export const honeypotValue = (form: HTMLFormElement) => String(new FormData(form).get(HONEYPOT_FIELD) ?? "");
