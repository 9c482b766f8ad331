import type { z } from "zod";
import type { PagePath } from "../page-paths";
import { aiBasicsContentSchema, DEFAULT_AI_BASICS_CONTENT } from "./ai-basics-content";
import { contactContentSchema, DEFAULT_CONTACT_CONTENT } from "./contact-content";
import { DEFAULT_HOME_CONTENT, homeContentSchema } from "./home-content";
import { PREVIEW_PARAM } from "./solution";

// The pages whose words are content records (issue 31): each with the shape an admin's save
// must have, the texts it shows until one is saved, and where it is on the public site.

export const CONTENT_PAGES = {
  home: {
    schema: homeContentSchema,
    defaults: DEFAULT_HOME_CONTENT,
    label: "Home",
    path: "/" satisfies PagePath,
  },
  "ai-basics": {
    schema: aiBasicsContentSchema,
    defaults: DEFAULT_AI_BASICS_CONTENT,
    label: "AI Basics",
    path: "/ai-basics" satisfies PagePath,
  },
  contact: {
    schema: contactContentSchema,
    defaults: DEFAULT_CONTACT_CONTENT,
    label: "Contact",
    path: "/contact" satisfies PagePath,
  },
} as const;

export type ContentPage = keyof typeof CONTENT_PAGES;

export type PageContent<P extends ContentPage> = z.infer<(typeof CONTENT_PAGES)[P]["schema"]>;

export const isContentPage = (page: string): page is ContentPage => Object.hasOwn(CONTENT_PAGES, page);

/** What a page's preview token is signed for, apart from any solution's id (decision 0062). */
export const previewSubject = (page: ContentPage) => `content:${page}`;

/** Where a page's preview link leads: the public page, with its token. */
export const pagePreviewPath = (page: ContentPage, token: string) =>
  `${CONTENT_PAGES[page].path}?${PREVIEW_PARAM}=${encodeURIComponent(token)}`;
