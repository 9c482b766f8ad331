import { z } from "zod";
import { requiredText as required, plainText as text } from "./fields";
import type { ImageVariant, ResponsiveImage } from "./media";
import { CHALLENGES, ICONS, NODE_TYPES, SECTORS, STEP_ICONS, TIERS } from "./options";

// The solution shape of SPEC §3, as the API accepts it and the editor produces it.
// Defaults follow SPEC §3/§9; step ids are renumbered 1..n by `normaliseSolution`.

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const solutionIdSchema = z
  .string({ error: "ID is required" })
  .trim()
  .min(1, "ID is required")
  .max(100, "ID must be at most 100 characters")
  .regex(SLUG_PATTERN, "ID may contain only lowercase letters, digits and single hyphens");

export const featureSchema = z.object({
  title: required("Feature title is required", 200),
  description: text(2000).default(""),
});

export const implementationStepSchema = z.object({
  id: z.number().int().optional(),
  title: required("Step title is required", 200),
  description: text(2000).default(""),
  iconName: z.enum(STEP_ICONS, { error: "Choose a step icon from the icon list" }).default("CogIcon"),
});

export const animationNodeSchema = z.object({
  id: required("Node id is required", 60),
  label: text(100).default(""),
  type: z
    .enum(NODE_TYPES, { error: "Node type must be input, process, output, data or decision" })
    .default("process"),
  x: z.number().int().min(-100000).max(100000),
  y: z.number().int().min(-100000).max(100000),
});

export const animationEdgeSchema = z.object({
  from: required("Connection start is required", 60),
  to: required("Connection end is required", 60),
});

export const animationSchema = z
  .object({
    nodes: z.array(animationNodeSchema).max(50, "At most 50 nodes"),
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

export const pricingSchema = z.object(
  {
    upfront: required("Upfront price is required", 100),
    monthly: text(100).optional(),
  },
  { error: "Upfront price is required" },
);

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
  features: z.array(featureSchema).max(30).default([]),
  techStack: z.array(required("Technology name is required", 100)).max(30).optional(),
  animation: animationSchema.default({ nodes: [], edges: [] }),
  implementationSteps: z.array(implementationStepSchema).max(30).default([]),
  timeline: required("Timeline is required", 100).default("4-6 weeks"),
  pricing: pricingSchema,
  tier: z.enum(TIERS, { error: "Tier must be bronze, silver or gold" }).default("bronze"),
  icon: z.enum(ICONS, { error: "Choose an icon from the icon list" }).default("ChartBarIcon"),
});
export type SolutionInput = z.input<typeof solutionInputSchema>;
export type SolutionData = z.output<typeof solutionInputSchema>;

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
