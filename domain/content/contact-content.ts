import { z } from "zod";
import { cardText, sectionTitle, shortText } from "./page-content-fields";

// The contact page's words (issue 31), today's texts as the defaults. The company's details
// (email, phone, WhatsApp, social links) are settings of their own; the form's labels and
// messages are SPEC §5's and stay with the form.

export const contactContentSchema = z.object({
  hero: z.object({ title: sectionTitle("Title"), text: cardText("Text") }),
  details: z.object({
    title: sectionTitle("Title"),
    whereWeWork: shortText("Where we work"),
    followUs: sectionTitle("Follow us"),
  }),
});

export type ContactContent = z.infer<typeof contactContentSchema>;

export const DEFAULT_CONTACT_CONTENT: ContactContent = {
  hero: {
    title: "Contact Us",
    text: "Tell us what is slowing your business down. We reply within one working day, in plain language, with no obligation.",
  },
  details: {
    title: "Get in touch",
    whereWeWork:
      "We work remotely and serve clients globally, with a focus on South African small businesses.",
    followUs: "Follow us",
  },
};
