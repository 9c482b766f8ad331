import { ContactPage } from "../features/contact/contact-page";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/contact";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Contact Us",
    description:
      "Ask about AI solutions for your small business. Email, phone, WhatsApp or send us a message; we reply within one working day.",
  });
}

export default function Contact() {
  return <ContactPage />;
}
