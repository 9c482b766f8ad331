import { z } from "zod";
import { requiredText as required, plainText as text } from "../fields";
import { MAX_CENTS } from "../money";
import { CHALLENGES, ICONS, INTEREST_VALUES, NODE_TYPES, SECTORS, STEP_ICONS, TIERS } from "../options";
import type { PagePath } from "../page-paths";
import { isReservedSolutionId } from "./finder";
import type { ImageVariant, ResponsiveImage } from "./media";
import { PRICE_NOTES, settledPricing } from "./pricing";

// The solution shape of SPEC §3, as the API accepts it and the editor produces it.
// Defaults follow SPEC §3/§9; step ids are renumbered 1..n by `normaliseSolution`.

/** SPEC §5: features and steps cannot drop below one, nodes below two. */
export const MIN_FEATURES = 1;
export const MIN_STEPS = 1;
export const MIN_NODES = 2;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const solutionIdSchema = z
  .string({ error: "ID is required" })
  .trim()
  .min(1, "ID is required")
  .max(100, "ID must be at most 100 characters")
  .regex(SLUG_PATTERN, "ID may contain only lowercase letters, digits and single hyphens")
  // The finder's page is /solutions/match (decision 0085).
  .refine((id) => !isReservedSolutionId(id), {
    error: (issue) => `ID '${issue.input}' is reserved for a page of the site`,
  });

const featureSchema = z.object({
  title: required("Feature title is required", 200),
  description: text(2000).default(""),
});

const implementationStepSchema = z.object({
  id: z.number().int().optional(),
  title: required("Step title is required", 200),
  description: text(2000).default(""),
  iconName: z.enum(STEP_ICONS, { error: "Choose a step icon from the icon list" }).default("CogIcon"),
});

const animationNodeSchema = z.object({
  id: required("Node id is required", 60),
  label: text(100).default(""),
  type: z
    .enum(NODE_TYPES, { error: "Node type must be input, process, output, data or decision" })
    .default("process"),
  x: z.number().int().min(-100000).max(100000),
  y: z.number().int().min(-100000).max(100000),
});

const animationEdgeSchema = z.object({
  from: required("Connection start is required", 60),
  to: required("Connection end is required", 60),
});

const animationSchema = z
  .object({
    nodes: z
      .array(animationNodeSchema)
      .min(MIN_NODES, `At least ${MIN_NODES} nodes are required`)
      .max(50, "At most 50 nodes"),
    edges: z.array(animationEdgeSchema).max(200, "At most 200 connections"),
  })
  .superRefine((animation, ctx) => {
    const ids = new Set<string>();
    animation.nodes.forEach((node, index) => {
      if (ids.has(node.id)) {
        ctx.addIssue({
          code: "custom",
          path: ["nodes", index, "id"],
          message: `Duplicate node id '${node.id}'`,
        });
      }
      ids.add(node.id);
    });
    animation.edges.forEach((edge, index) => {
      for (const end of ["from", "to"] as const) {
        if (!ids.has(edge[end])) {
          ctx.addIssue({
            code: "custom",
            path: ["edges", index, end],
            message: `Connection refers to unknown node '${edge[end]}'`,
          });
        }
      }
    });
  });

/** SPEC §3: a new solution's chart, Input → Process → Output. */
function newSolutionAnimation(): { nodes: AnimationNode[]; edges: AnimationEdge[] } {
  return {
    nodes: [
      { id: "input", label: "Input", type: "input", x: 100, y: 100 },
      { id: "process", label: "Process", type: "process", x: 300, y: 100 },
      { id: "output", label: "Output", type: "output", x: 500, y: 100 },
    ],
    edges: [
      { from: "input", to: "process" },
      { from: "process", to: "output" },
    ],
  };
}
type AnimationNode = z.output<typeof animationNodeSchema>;
type AnimationEdge = z.output<typeof animationEdgeSchema>;

/** SPEC §3: what a solution has when it does not say. */
const DEFAULT_TIMELINE = "4-6 weeks";
const DEFAULT_TIER = "bronze";
const DEFAULT_ICON = "ChartBarIcon";

const SOLUTION_STATUSES = ["draft", "published"] as const;
export type SolutionStatus = (typeof SOLUTION_STATUSES)[number];

/**
 * A moment with its offset, stored as UTC ISO text so that the text order is the time order
 * (the database compares it as text with the clock's ISO string).
 */
const publishAtSchema = z.iso
  .datetime({ offset: true, error: "Publish at must be a date and time with its offset" })
  .transform((value) => new Date(value).toISOString());

/** Whether anonymous visitors see the solution at `now`: published, and due if scheduled. */
export function isPublic(solution: Pick<SolutionData, "status" | "publishAt">, now: number): boolean {
  if (solution.status === "draft") return false;
  return !solution.publishAt || Date.parse(solution.publishAt) <= now;
}

/** The languages of a solution's "words customers use" (decision 0085). */
export const CUSTOMER_WORD_LANGUAGES = ["en", "af", "zu"] as const;
export type CustomerWordLanguage = (typeof CUSTOMER_WORD_LANGUAGES)[number];
export const CUSTOMER_WORD_LANGUAGE_NAMES: Record<CustomerWordLanguage, string> = {
  en: "English",
  af: "Afrikaans",
  zu: "isiZulu",
};
export const MAX_CUSTOMER_WORDS = 60;
export const MAX_CUSTOMER_WORD_LENGTH = 80;

/** One language's list: words and short phrases as owners say them, blanks and repeats dropped. */
const customerWordList = z
  .array(text(MAX_CUSTOMER_WORD_LENGTH), { error: "Words customers use must be a list of text" })
  .max(MAX_CUSTOMER_WORDS, `At most ${MAX_CUSTOMER_WORDS} words customers use per language`)
  .default([])
  .transform((words) => [...new Set(words.filter(Boolean))]);

/**
 * "Words customers use" (issue 51): what owners call the problem this solves, per language,
 * which the finder weighs with the solution's own words.
 */
export const customerWordsSchema = z.object(
  { en: customerWordList, af: customerWordList, zu: customerWordList },
  { error: "Words customers use must be lists of English, Afrikaans and isiZulu words" },
);
export type CustomerWords = z.output<typeof customerWordsSchema>;
export const noCustomerWords = (): CustomerWords => ({ en: [], af: [], zu: [] });

const amountSchema = (label: string) =>
  z
    .number({ error: `${label} must be an amount in cents` })
    .int(`${label} must be a whole number of cents`)
    .min(1, `${label} must be more than R0`)
    .max(MAX_CENTS, `${label} must be at most R100 million`);

/**
 * SPEC §7's price strings, with the amounts in cents beside them (decision 0086). Amounts sent
 * win and the strings are written from them; strings sent alone (SPEC §7 clients, kept
 * versions, JSON imports) are read for their amounts, and one without an amount becomes
 * "Price on request".
 */
const pricingSchema = z
  .object(
    {
      upfront: required("Upfront price is required", 100),
      monthly: text(100).optional(),
      upfrontCents: amountSchema("Upfront price").optional(),
      monthlyCents: amountSchema("Monthly price").optional(),
      priceNote: z.enum(PRICE_NOTES, { error: 'Price note must be "from" or "on request"' }).optional(),
    },
    { error: "Upfront price is required" },
  )
  .transform(settledPricing);

export type Pricing = z.output<typeof pricingSchema>;

export const solutionInputSchema = z.object({
  id: solutionIdSchema,
  title: required("Title is required", 200),
  tagline: text(300).default(""),
  description: text(10000).default(""),
  challenges: z
    .array(z.enum(CHALLENGES, { error: "Choose challenges from the list" }))
    .max(CHALLENGES.length)
    .default([]),
  sectors: z
    .array(z.enum(SECTORS, { error: "Choose sectors from the list" }))
    .max(SECTORS.length)
    .default([]),
  features: z
    .array(featureSchema, { error: "At least one feature is required" })
    .min(MIN_FEATURES, "At least one feature is required")
    .max(30),
  techStack: z.array(required("Technology name is required", 100)).max(30).optional(),
  customerWords: customerWordsSchema.optional(),
  animation: animationSchema.default(newSolutionAnimation),
  implementationSteps: z
    .array(implementationStepSchema, { error: "At least one implementation step is required" })
    .min(MIN_STEPS, "At least one implementation step is required")
    .max(30),
  timeline: required("Timeline is required", 100).default(DEFAULT_TIMELINE),
  pricing: pricingSchema,
  tier: z.enum(TIERS, { error: "Tier must be bronze, silver or gold" }).default(DEFAULT_TIER),
  icon: z.enum(ICONS, { error: "Choose an icon from the icon list" }).default(DEFAULT_ICON),
  // The contact form's interest that goes with the solution, chosen by its admin (decision
  // 0079); absent reads as "other". SPEC §7 clients never send it.
  interest: z.enum(INTEREST_VALUES, { error: "Choose an interest from the contact form's list" }).optional(),
  // Absent means published, so SPEC §7 clients that never send it keep publishing.
  status: z.enum(SOLUTION_STATUSES, { error: "Status must be draft or published" }).optional(),
  publishAt: publishAtSchema.optional(),
});
export type SolutionInput = z.input<typeof solutionInputSchema>;
export type SolutionData = z.output<typeof solutionInputSchema>;

/**
 * SPEC §3 new-solution defaults. The empty feature and step are there to be filled in: the
 * schema refuses them blank, so a solution is never stored with them as they are.
 */
export function newSolutionDefaults(): SolutionData {
  return {
    id: "",
    title: "",
    tagline: "",
    description: "",
    challenges: [],
    sectors: [],
    features: [{ title: "", description: "" }],
    animation: newSolutionAnimation(),
    implementationSteps: [{ id: 1, title: "", description: "", iconName: "CogIcon" }],
    timeline: DEFAULT_TIMELINE,
    pricing: { upfront: "", monthly: "" },
    tier: DEFAULT_TIER,
    icon: DEFAULT_ICON,
  };
}

/** The parts that SPEC §5 keeps at a minimum size, with the names an admin reads. */
const MINIMUM_PARTS = [
  { part: "features", name: "Features", below: (d: SolutionData) => d.features.length < MIN_FEATURES },
  {
    part: "implementationSteps",
    name: "Implementation Steps",
    below: (d: SolutionData) => d.implementationSteps.length < MIN_STEPS,
  },
  {
    part: "animation",
    name: "Animation Nodes",
    below: (d: SolutionData) => d.animation.nodes.length < MIN_NODES,
  },
] as const;

/**
 * Replaces every part below SPEC §5's minimums with that part of a new solution, and names
 * what was replaced. A chart with too few nodes is replaced whole, connections included, so
 * no connection is left pointing at a node that is gone.
 */
export function fillMinimums(data: SolutionData): { data: SolutionData; filled: string[] } {
  const defaults = newSolutionDefaults();
  const short = MINIMUM_PARTS.filter(({ below }) => below(data));
  const filled = Object.fromEntries(short.map(({ part }) => [part, defaults[part]]));
  return { data: { ...data, ...filled }, filled: short.map(({ name }) => name) };
}

export type MediaKind = "image" | "video";
export interface SolutionMedia {
  type: MediaKind;
  url: string;
  fileName: string;
  /** Images: the original's pixel size and its resized copies (see ResponsiveImage). */
  width?: number;
  height?: number;
  variants?: ImageVariant[];
  /** Videos: the still shown until it plays. */
  poster?: PosterImage;
  /** Images: the media library's alt text ("" for a decorative picture); absent until it has one. */
  alt?: string;
}

export interface PosterImage extends ResponsiveImage {
  fileName: string;
}

export interface Solution extends SolutionData {
  media?: SolutionMedia;
}

/** The list view of SPEC §3. */
export type SolutionSummary = Pick<
  Solution,
  "id" | "title" | "tagline" | "icon" | "tier" | "challenges" | "sectors"
>;

/** The list view as admins see it: with what keeps a solution from visitors, when anything does. */
export type AdminSolutionSummary = SolutionSummary &
  Pick<Solution, "status" | "publishAt" | "interest"> & {
    /** Price texts no amount could be read from (domain/content/pricing.ts); absent when every one was. */
    unreadPrices?: string[];
  };

/** A deleted solution waiting in the Trash (issue 31): restorable until `purgeAt`. */
export interface TrashedSolution extends Pick<Solution, "id" | "title" | "tier"> {
  deletedAt: string;
  /** When the daily purge deletes it for good, with its media and versions. */
  purgeAt: string;
}

/** The list view plus the pricing, for the public catalogue's cards. */
export type PricedSolutionSummary = SolutionSummary & Pick<Solution, "pricing">;

/** A catalogue card: the list view and its price line as written for the page ("From R1 200"). */
export type CatalogueSolution = SolutionSummary & { price: string };

/** Renumbers implementation step ids 1..n (SPEC §3), leaving everything else as given. */
export function normaliseSolution(data: SolutionData): SolutionData {
  const unique = <T>(values: T[]) => [...new Set(values)];
  return {
    ...data,
    challenges: unique(data.challenges),
    sectors: unique(data.sectors),
    implementationSteps: data.implementationSteps.map((step, index) => ({ ...step, id: index + 1 })),
  };
}

/** The query parameter of a preview link, which carries its signed token. */
export const PREVIEW_PARAM = "preview";

/**
 * What a preview link says once it no longer shows the solution (decision 0069): it is more
 * than PREVIEW_DAYS old, or the solution was saved, changed or put in the Trash since.
 */
export const STALE_PREVIEW = {
  title: "This preview link has expired",
  message:
    "The solution has changed since this link was made, or the link is more than 7 days old. Ask for a new preview link.",
};

/** Where a preview link leads: the solution's own page, with its token. */
export function previewPath(id: string, token: string): string {
  return `/solutions/${id}?${PREVIEW_PARAM}=${encodeURIComponent(token)}` satisfies PagePath;
}
