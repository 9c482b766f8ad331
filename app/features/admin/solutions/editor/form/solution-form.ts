import { PRICE_ON_REQUEST, type Pricing, settledPricing } from "#domain/content/pricing";
import {
  fillMinimums,
  MIN_NODES,
  newSolutionDefaults,
  normaliseSolution,
  type Solution,
  type SolutionData,
  solutionInputSchema,
} from "#domain/content/solution";
import { formatRand, parsePrice } from "#domain/money";
import type { NodeType } from "#domain/options";
import type { FieldErrors } from "#domain/text-rules";
import { validationErrors } from "#domain/validation-errors";

// The editor's form state and the pure rules of SPEC §2 "Solution editor". Kept free of React
// so every rule is unit-tested (solution-form.test.ts).

export type SolutionForm = SolutionData;
export type Animation = SolutionForm["animation"];
export type AnimationNode = Animation["nodes"][number];

export const NEED_TWO_NODES = "You need at least two nodes to create a connection";
export const NODE_ID_REQUIRED = "Node id is required";
export const duplicateNodeId = (id: string) => `Another node already has the id '${id}'`;

export const newSolutionForm = newSolutionDefaults;

/**
 * A form holding `data`, within SPEC §5's minimums (`filled` names the parts that were below
 * them and now come from a new solution) and with every text field a string.
 */
export function formFrom(data: SolutionData): { form: SolutionForm; filled: string[] } {
  const { data: within, filled } = fillMinimums(data);
  return { form: { ...within, pricing: pricingForm(within.pricing) }, filled };
}

/** The editable part of a stored solution (media is managed by its own section). */
/**
 * The editor takes amounts (decision 0086): each price as its amount alone ("R15 000"), with
 * "from" or "on request" chosen beside it; a text no amount could be read from is kept for the
 * admin to replace, and refused on save (`validateForm`).
 */
function pricingForm(pricing: Pricing): Pricing {
  const amount = (cents: number | undefined, text: string | undefined) =>
    cents !== undefined ? formatRand(cents) : (text ?? "");
  if (pricing.priceNote === "on request" && pricing.upfront === PRICE_ON_REQUEST)
    return { upfront: "", monthly: "", priceNote: "on request" };
  return {
    upfront: amount(pricing.upfrontCents, pricing.upfront),
    monthly: amount(pricing.monthlyCents, pricing.monthly),
    ...(pricing.priceNote === "from" ? { priceNote: "from" } : {}),
  };
}

export const AMOUNT_MESSAGES = {
  upfront: "Upfront price must be an amount in rand, e.g. 15 000",
  monthly: "Monthly price must be an amount in rand, e.g. 1 500, or blank",
};

/** The prices as sent: amounts in cents, and the strings written from them. */
function pricingPayload({ upfront, monthly, priceNote }: Pricing): Pricing {
  if (priceNote === "on request") return settledPricing({ upfront: PRICE_ON_REQUEST, priceNote });
  return settledPricing({
    upfront,
    upfrontCents: parsePrice(upfront)?.cents,
    ...(monthly?.trim() ? { monthly, monthlyCents: parsePrice(monthly)?.cents } : {}),
    priceNote,
  });
}

/** What the schema cannot say: the editor takes amounts only. */
function amountErrors({ upfront, monthly, priceNote }: Pricing): FieldErrors {
  if (priceNote === "on request") return {};
  return {
    ...(upfront.trim() && !parsePrice(upfront) ? { "pricing.upfront": AMOUNT_MESSAGES.upfront } : {}),
    ...(monthly?.trim() && !parsePrice(monthly) ? { "pricing.monthly": AMOUNT_MESSAGES.monthly } : {}),
  };
}

export function formFromSolution({ media: _media, ...solution }: Solution): SolutionForm {
  // A solution stored before the minimums were enforced opens within them, ready to save.
  return formFrom(solution).form;
}

/** SPEC §2: node coordinates are whole numbers, 0 when the input is not a number. */
export function toCoordinate(input: string): number {
  const value = Number.parseInt(input, 10);
  return Number.isNaN(value) ? 0 : value;
}

/**
 * Changing a node id rewrites every connection that used the old id. An id another node has
 * is refused: the two nodes would merge into one in every connection.
 */
export function renameNode(
  animation: Animation,
  index: number,
  typed: string,
): { animation: Animation } | { error: string } {
  const oldId = animation.nodes[index]?.id;
  if (oldId === undefined) return { animation };
  const newId = typed.trim();
  if (!newId) return { error: NODE_ID_REQUIRED };
  if (animation.nodes.some((node, i) => i !== index && node.id === newId)) {
    return { error: duplicateNodeId(newId) };
  }
  const rewrite = (end: string) => (end === oldId ? newId : end);
  return {
    animation: {
      nodes: animation.nodes.map((node, i) => (i === index ? { ...node, id: newId } : node)),
      edges: animation.edges.map((edge) => ({ from: rewrite(edge.from), to: rewrite(edge.to) })),
    },
  };
}

export function updateNode(animation: Animation, index: number, changes: Partial<Omit<AnimationNode, "id">>) {
  return {
    ...animation,
    nodes: animation.nodes.map((node, i) => (i === index ? { ...node, ...changes } : node)),
  };
}

/** SPEC §2 names a new node node{count+1}; after removals that may be taken, so count on. */
function freeNodeId(nodes: readonly AnimationNode[]): string {
  const taken = new Set(nodes.map((node) => node.id));
  let number = nodes.length + 1;
  while (taken.has(`node${number}`)) number += 1;
  return `node${number}`;
}

export function addNode(animation: Animation): Animation {
  const count = animation.nodes.length;
  const type: NodeType = "process";
  const node = { id: freeNodeId(animation.nodes), label: "New Node", type, x: 300, y: 100 + 100 * count };
  return { ...animation, nodes: [...animation.nodes, node] };
}

/** No removal below two nodes; the node's connections go with it. */
export function removeNode(animation: Animation, index: number): Animation {
  const node = animation.nodes[index];
  if (!node || animation.nodes.length <= MIN_NODES) return animation;
  return {
    nodes: animation.nodes.filter((_, i) => i !== index),
    edges: animation.edges.filter((edge) => edge.from !== node.id && edge.to !== node.id),
  };
}

/** 'Add Connection' links the first node to the second. */
export function addConnection(animation: Animation): { animation: Animation } | { error: string } {
  const [first, second] = animation.nodes;
  if (!first || !second) return { error: NEED_TWO_NODES };
  return { animation: { ...animation, edges: [...animation.edges, { from: first.id, to: second.id }] } };
}

/** Removes one item of a list that must keep at least `minimum` items. */
export function removeAt<T>(items: readonly T[], index: number, minimum: number): T[] {
  if (items.length <= minimum) return [...items];
  return items.filter((_, i) => i !== index);
}

export function replaceAt<T>(items: readonly T[], index: number, item: T): T[] {
  return items.map((current, i) => (i === index ? item : current));
}

/**
 * Client checks before saving (SPEC §5), by the schema the server validates with: the same
 * messages under the same field paths, so every field the server requires is checked here.
 * A stored solution's id is fixed, so only a new one's is checked.
 */
export function validateForm(form: SolutionForm, isNew: boolean): FieldErrors {
  const parsed = solutionInputSchema.safeParse(solutionPayload(form));
  const amounts = amountErrors(form.pricing);
  if (parsed.success) return amounts;
  const { id, ...others } = { ...validationErrors(parsed.error), ...amounts };
  return isNew && id ? { id, ...others } : others;
}

/** What is sent to the API: step ids renumbered, amounts in cents, a blank monthly price left out. */
export function solutionPayload(form: SolutionForm): SolutionData {
  return normaliseSolution({ ...form, pricing: pricingPayload(form.pricing) });
}

/**
 * A new solution's form started from a stored one (issue 31's "Duplicate"): every field copied,
 * but a fresh id to be saved under, "Copy of" its title, and a draft, so the copy stays out of
 * the visitors' catalogue until it is made different and published. Media is not copied.
 */
export function duplicateForm(solution: Solution): SolutionForm {
  const { status: _status, publishAt: _publishAt, ...copied } = formFromSolution(solution);
  return {
    ...copied,
    id: `${solution.id}-copy`.slice(0, 100).replace(/-+$/, ""),
    title: `Copy of ${solution.title}`.slice(0, 200),
    status: "draft",
  };
}
