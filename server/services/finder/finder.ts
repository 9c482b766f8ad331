import type { IncomingHttpHeaders } from "node:http";
import { FINDER_API_RESULTS, type FinderAnswer, finderText } from "#domain/content/finder";
import type { ContentEvents } from "../shared/content-events";
import { buildIndex, type CatalogueIndex, type FinderSolution, search } from "./finder-index";
import type { Rerank } from "./finder-rerank";

/** How a description and what it was shown are counted (insights.ts): never its words. */
export type CountDescription = (
  request: { headers: IncomingHttpHeaders; url: string },
  clientIp: string,
  shown: string[],
) => void;

/** Who asked, for the count; absent for a description nobody should count (a benchmark, a test). */
export interface Asker {
  headers: IncomingHttpHeaders;
  clientIp: string;
}

/**
 * "Describe your problem" (decisions 0085, 0093): finds the published solutions that fit a
 * visitor's words in an index of the catalogue held in memory. The index is built at start-up
 * (`start`) and again at once on any content change, here or (through the change bus, within
 * a second) on another instance, so no visitor pays a build; a description asked while a build
 * runs waits for it, so what it finds is the catalogue as it is now on every instance.
 */
export function createFinder(
  catalogue: () => Promise<FinderSolution[]>,
  events: Pick<ContentEvents, "onChange">,
  count: CountDescription,
  /** The operator's model, which may put the lexical matches in another order (finder-rerank.ts). */
  rerank?: Rerank,
) {
  /** The newest build, or none yet (a finder never started nor asked builds on the first description). */
  let index: Promise<CatalogueIndex> | undefined;
  // The last index built, kept after a change so the next build rereads only what changed.
  let last: CatalogueIndex | undefined;
  function build(): Promise<CatalogueIndex> {
    // Builds may overlap when changes come in a burst; `index` is always the one started last,
    // which read the catalogue after the last change. `last` only spares rereading, so an
    // earlier build finishing later does no harm.
    const building = catalogue().then((solutions) => {
      last = buildIndex(solutions, last);
      return last;
    });
    // A failed read (the database away) is not kept: the next description tries again.
    building.catch(() => {
      if (index === building) index = undefined;
    });
    index = building;
    return building;
  }
  events.onChange(() => {
    // Until the finder is started or asked, nothing is built (a process that never finds pays nothing).
    if (index || last) void build();
  });
  return {
    /** Builds the index before the first visitor asks; should it fail, the first description tries again. */
    async start(): Promise<void> {
      await build();
    },
    /**
     * The solutions that fit `raw`, best first, at most `limit`; null for a blank description.
     * Counted under the path the visitor asked on, when `asker` says who.
     */
    async match(raw: string, limit: number, asker?: Asker & { path: string }): Promise<FinderAnswer | null> {
      const text = finderText(raw);
      if (!text) return null;
      // The model orders all the lexical step would answer, so the page's three and the API's
      // five agree on which come first.
      const lexical = search(
        await (index ?? build()),
        text,
        rerank ? Math.max(limit, FINDER_API_RESULTS) : limit,
      );
      const answer = rerank
        ? { ...lexical, matches: (await rerank(text, lexical.matches)).slice(0, limit) }
        : lexical;
      if (asker)
        count(
          { headers: asker.headers, url: asker.path },
          asker.clientIp,
          answer.matches.map((m) => m.id),
        );
      return answer;
    },
  };
}

export type Finder = ReturnType<typeof createFinder>;
