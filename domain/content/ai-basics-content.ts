import { z } from "zod";
import { cards, cardText, sectionTitle } from "./page-content-fields";

// The AI Basics page's words (issue 31): its five tabs, the terms, myths and first steps, and its
// FAQ, in plain language for South African small business owners. Today's texts are the
// defaults. Lists keep their number of items: the form words them, it does not add or remove.

const pair = <A extends string, B extends string>(
  first: A,
  second: B,
  firstLabel: string,
  secondLabel: string,
) =>
  z.object({ [first]: sectionTitle(firstLabel), [second]: cardText(secondLabel) } as Record<
    A | B,
    z.ZodString
  >);

const titled = pair("title", "text", "Title", "Text");

export const aiBasicsContentSchema = z.object({
  hero: z.object({ title: sectionTitle("Title"), text: cardText("Text") }),
  whatIsAi: z.object({ label: sectionTitle("Tab label"), paragraphs: cards(cardText("Paragraph"), 2) }),
  benefits: z.object({ label: sectionTitle("Tab label"), items: cards(titled, 4) }),
  terms: z.object({
    label: sectionTitle("Tab label"),
    items: cards(pair("term", "definition", "Term", "Definition"), 8),
  }),
  myths: z.object({
    label: sectionTitle("Tab label"),
    items: cards(pair("myth", "reality", "Myth", "Reality"), 4),
  }),
  gettingStarted: z.object({ label: sectionTitle("Tab label"), steps: cards(titled, 4) }),
  faq: z.object({
    title: sectionTitle("Title"),
    items: cards(pair("question", "answer", "Question", "Answer"), 5),
  }),
  closing: z.object({ title: sectionTitle("Title") }),
});

export type AiBasicsContent = z.infer<typeof aiBasicsContentSchema>;

export const DEFAULT_AI_BASICS_CONTENT: AiBasicsContent = {
  hero: {
    title: "AI Basics for Small Business",
    text: "No jargon, no hype: what artificial intelligence is, what it can and cannot do, and how a South African SMME can start using it safely.",
  },
  whatIsAi: {
    label: "What is AI",
    paragraphs: [
      "Artificial intelligence is software that learns from examples to do tasks that used to need a person: reading a message and understanding what the customer wants, recognising what is on a photo, or noticing that sales always dip in the week before payday.",
      "You already use AI every day: spam filters in your email, voice notes turned into text, maps that predict traffic. For a business, AI is simply a tool that takes over repetitive work and helps you decide with better information.",
    ],
  },
  benefits: {
    label: "Benefits",
    items: [
      {
        title: "Save time on admin",
        text: "Capturing slips, sending invoices and answering the same questions can take hours a week. AI can do much of it in minutes.",
      },
      {
        title: "Serve customers around the clock",
        text: "A WhatsApp bot replies at 10 pm on a Sunday, so you stop losing sales to whoever answers first.",
      },
      {
        title: "Make decisions on facts",
        text: "Forecasts based on your own sales show what to reorder, when cash will be tight and which products earn the most.",
      },
      {
        title: "Compete with bigger players",
        text: "Tools that once needed a large IT budget now cost from about R800, so a small team can work like a much larger one.",
      },
    ],
  },
  terms: {
    label: "AI Terms",
    items: [
      {
        term: "Artificial intelligence (AI)",
        definition:
          "Computer systems that do tasks we normally link to human thinking, such as understanding language, recognising images or spotting patterns in numbers.",
      },
      {
        term: "Machine learning",
        definition:
          "A way of building AI where the system learns patterns from examples (past sales, messages, photos) instead of following hand-written rules.",
      },
      {
        term: "Generative AI",
        definition:
          "AI that creates new text, images or audio, for example drafting a social media post or a reply to a customer.",
      },
      {
        term: "Chatbot",
        definition:
          "A program that holds a conversation in text or voice, such as answering customer questions on WhatsApp or your website.",
      },
      {
        term: "Large language model (LLM)",
        definition:
          "The kind of AI behind tools like ChatGPT: trained on huge amounts of text so it can read and write natural language.",
      },
      {
        term: "OCR (optical character recognition)",
        definition:
          "Technology that reads printed or handwritten text from photos and scans, such as till slips and invoices.",
      },
      {
        term: "Predictive analytics",
        definition:
          "Using past data to estimate what is likely to happen next, such as next month's sales or when stock will run out.",
      },
      {
        term: "Automation",
        definition:
          "Letting software do repetitive steps for you (sending reminders, copying data between systems) without someone clicking through each one.",
      },
    ],
  },
  myths: {
    label: "Myths vs. Reality",
    items: [
      {
        myth: "AI is only for big companies.",
        reality:
          "Many useful AI tools are affordable, pay-as-you-go services. A small business can start with one tool for under R1,000.",
      },
      {
        myth: "AI will replace my staff.",
        reality:
          "In small businesses AI mostly takes over boring, repetitive tasks, freeing your people for customers and sales.",
      },
      {
        myth: "I need a lot of data and a data scientist.",
        reality:
          "Many solutions work with the records you already keep, like WhatsApp chats, invoices or a sales spreadsheet. We handle the technical side.",
      },
      {
        myth: "AI is always right.",
        reality:
          "AI can make mistakes. Good solutions keep a person in the loop for important decisions and are checked regularly.",
      },
    ],
  },
  gettingStarted: {
    label: "Getting Started",
    steps: [
      {
        title: "Pick one painful task",
        text: "Choose something repetitive that costs you time or sales every week, such as unanswered messages or manual bookkeeping.",
      },
      {
        title: "Check what data you have",
        text: "List where the information lives today: WhatsApp, email, spreadsheets, your point-of-sale or accounting system.",
      },
      {
        title: "Start small and measure",
        text: "Try one tool for a month and track hours saved, replies sent or sales made, so you know whether it pays off.",
      },
      {
        title: "Protect your customers' data",
        text: "Make sure any tool handles personal information in line with POPIA: collect only what you need and keep it secure.",
      },
    ],
  },
  faq: {
    title: "Frequently Asked Questions",
    items: [
      {
        question: "How much does an AI solution cost?",
        answer:
          "Our basic tools start at about R800 once-off, and fuller solutions go up to about R5,000, plus a monthly support fee. You get a fixed quote before any work starts.",
      },
      {
        question: "How long does it take to set up?",
        answer:
          "Most solutions are running within one to two weeks, including testing with your real data and training your team.",
      },
      {
        question: "Do I need technical skills?",
        answer:
          "No. We set everything up and show you how to use it in plain language. If you can use WhatsApp and email, you can use our tools.",
      },
      {
        question: "Is my business and customer data safe?",
        answer:
          "We process personal information in line with the Protection of Personal Information Act (POPIA), use reputable providers, limit who can see your data and never sell it.",
      },
      {
        question: "What if load-shedding or poor connectivity affects us?",
        answer:
          "Our solutions run in the cloud, so they keep answering customers when your power is off, and we design phone-friendly tools that use little data.",
      },
    ],
  },
  closing: { title: "Ready to see AI at work?" },
};
