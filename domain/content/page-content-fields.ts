import { z } from "zod";
import { requiredText } from "../fields";

// The fields a page's words are made of (home-content.ts and its neighbours): every text is
// required, since the page has a place for it, and limited so a heading stays a heading.

export const sectionTitle = (label: string) => requiredText(`${label} is required`, 150);
export const shortText = (label: string) => requiredText(`${label} is required`, 300);
export const cardText = (label: string) => requiredText(`${label} is required`, 1000);

/** Exactly `count` items: the page gives each its own place (an icon, a link, a tab). */
export const cards = <T extends z.ZodType>(item: T, count: number) =>
  z.array(item, { error: "Must be a list" }).length(count, { error: `Must have exactly ${count} items` });
