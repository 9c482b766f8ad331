import { z } from "zod";
import { cards, cardText, sectionTitle, shortText } from "./page-content-fields";

// The home page's words (issue 31): what an admin edits on the Site content screen. The
// defaults are the texts the page was built with, SPEC §2's headline among them, so nothing a
// visitor sees changes until an admin changes it. Cards are fixed in number: each keeps its
// icon and, for the hurdles, the catalogue filter it opens, by its place in the list.

const titled = z.object({ title: sectionTitle("Title"), text: cardText("Text") });

export const homeContentSchema = z.object({
  hero: z.object({ headline: sectionTitle("Headline"), text: cardText("Text") }),
  hurdles: z.object({ title: sectionTitle("Title"), intro: cardText("Intro"), cards: cards(titled, 5) }),
  services: z.object({ title: sectionTitle("Title"), intro: cardText("Intro"), cards: cards(titled, 6) }),
  expertise: z.object({
    title: sectionTitle("Title"),
    text: cardText("Text"),
    points: cards(shortText("Point"), 4),
  }),
  process: z.object({ title: sectionTitle("Title"), intro: cardText("Intro"), steps: cards(titled, 4) }),
  closing: z.object({ title: sectionTitle("Title"), text: cardText("Text") }),
});

export type HomeContent = z.infer<typeof homeContentSchema>;

export const DEFAULT_HOME_CONTENT: HomeContent = {
  hero: {
    headline: "Unleash Your Business Potential with Intelligent AI Solutions",
    text: "Practical AI tools for South African small businesses: answer customers faster, cut admin and see where your money goes. Priced from about R800, set up in one to two weeks.",
  },
  hurdles: {
    title: "Are You Facing These SMME Hurdles?",
    intro:
      "Most small business owners we meet name the same five problems. Each one is something AI can take off your plate.",
    cards: [
      {
        title: "Limited Market Reach",
        text: "Customers beyond your street or town do not know you exist, and paid ads eat into thin margins.",
      },
      {
        title: "High Operating Costs",
        text: "Rent, fuel, data and electricity keep rising while hours go into repetitive admin.",
      },
      {
        title: "Skilled Labour Shortage",
        text: "Hiring and keeping people with digital skills is hard and expensive for a small team.",
      },
      {
        title: "Ineffective Cash Flow",
        text: "Late payments and guesswork on stock tie up cash you need for wages and suppliers.",
      },
      {
        title: "Insufficient Marketing",
        text: "There is never time to post, reply to every message or follow up on every lead.",
      },
    ],
  },
  services: {
    title: "Our AI Solutions",
    intro: "From a simple chatbot to a custom model, we build what fits your budget and grows with you.",
    cards: [
      {
        title: "AI-Powered Automation",
        text: "Let software handle invoices, reminders, data capture and other repetitive tasks.",
      },
      {
        title: "Predictive Analytics & Insights",
        text: "Forecast sales, stock and cash flow from the data you already have.",
      },
      {
        title: "Custom AI Model Development",
        text: "Models trained on your own records for problems no off-the-shelf tool solves.",
      },
      {
        title: "Natural Language Processing & Chatbots",
        text: "Answer customers on WhatsApp, email and your website, day and night.",
      },
      {
        title: "Computer Vision Solutions",
        text: "Read receipts, count stock and check quality from ordinary phone photos.",
      },
      {
        title: "AI Strategy & Consulting",
        text: "An honest view of where AI will pay off in your business, and where it will not.",
      },
    ],
  },
  expertise: {
    title: "Strategic AI, Grounded in Expertise",
    text: "Our team combines data science with years of working alongside spaza shops, salons, workshops and professional practices. We know load-shedding, patchy data and tight cash flow, and we design around them.",
    points: [
      "We start from your business problem, not from the technology.",
      "Fixed, upfront prices in rand: about R800 for a basic tool up to R5,000 for a fuller solution, plus a small monthly support fee.",
      "Your customers' data is handled in line with POPIA.",
      "Plain-language training for you and your staff, so the tools get used.",
    ],
  },
  process: {
    title: "How We Work",
    intro:
      "Four steps from first call to a tool that pays for itself. Most projects go live in one to two weeks.",
    steps: [
      {
        title: "Discovery & Data Assessment",
        text: "A free conversation about your goals, then a look at the data and tools you already use.",
      },
      {
        title: "Solution Design & Model Development",
        text: "We propose one clear solution with a fixed price, then build and test it on your real data.",
      },
      {
        title: "Integration & Deployment",
        text: "We connect it to WhatsApp, your accounting package or online shop and train your team.",
      },
      {
        title: "Monitoring & Optimisation",
        text: "We keep an eye on results every month and improve the solution as your business changes.",
      },
    ],
  },
  closing: {
    title: "Ready to put AI to work in your business?",
    text: "Browse ready-made solutions or tell us what is slowing you down. We reply within one working day.",
  },
};
