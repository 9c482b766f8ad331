import { z } from "zod";
import type { FinderMatch } from "#domain/content/finder";

// Re-ranking by a model the operator runs (decision 0093, FINDER_LLM_URL; off by default): an
// OpenAI-compatible chat endpoint (Ollama, llama.cpp's server, vLLM, a hosted API) is shown
// the visitor's words and the solutions the lexical step found, and may only put those ids in
// another order. Anything else it answers is discarded, and after RERANK_LIMIT_MS the lexical
// order stands: the finder never shows a solution the lexicon did not find, never waits longer,
// and works the same without the model. Privacy: the words typed leave this server for that
// endpoint (docs/configuration.md); we keep them nowhere, the endpoint's operator may.

export const RERANK_LIMIT_MS = 3_000;

export interface RerankEndpoint {
  /** The API's base, such as http://127.0.0.1:11434/v1; `/chat/completions` is added. */
  url: string;
  key?: string;
  model: string;
  limitMs?: number;
}

/** The matches in the model's order, or as given when it cannot say in time. */
export type Rerank = (text: string, matches: FinderMatch[]) => Promise<FinderMatch[]>;

const INSTRUCTIONS =
  "A small business owner described a problem. Rank the solutions given by how well each solves it, best first. " +
  'Answer with JSON only: {"ids": [...]}, using only the ids given.';

// The model's answer, as OpenAI's chat completions shape it; its content must be the ranking.
const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});
const rankingSchema = z.object({ ids: z.array(z.string()) });

function requestBody(model: string, text: string, matches: FinderMatch[]) {
  const ids = matches.map((match) => match.id);
  return {
    model,
    temperature: 0,
    messages: [
      { role: "system", content: INSTRUCTIONS },
      {
        role: "user",
        content: JSON.stringify({
          problem: text,
          solutions: matches.map(({ id, title }) => ({ id, title })),
        }),
      },
    ],
    // Structured output where the server supports it; the answer is checked all the same.
    response_format: {
      type: "json_schema",
      json_schema: {
        name: "ranking",
        strict: true,
        schema: {
          type: "object",
          properties: { ids: { type: "array", items: { type: "string", enum: ids } } },
          required: ["ids"],
          additionalProperties: false,
        },
      },
    },
  };
}

/** `matches` in the order of `ranked`, ids it does not hold dropped; those it left out follow in their own order. */
function reordered(matches: FinderMatch[], ranked: string[]): FinderMatch[] {
  const byId = new Map(matches.map((match) => [match.id, match]));
  const first = [...new Set(ranked)].flatMap((id) => byId.get(id) ?? []);
  return [...first, ...matches.filter((match) => !first.includes(match))];
}

export function createReranker(endpoint: RerankEndpoint, onFailure: (reason: string) => void): Rerank {
  const address = `${endpoint.url.replace(/\/+$/, "")}/chat/completions`;
  const headers = {
    "content-type": "application/json",
    ...(endpoint.key ? { authorization: `Bearer ${endpoint.key}` } : {}),
  };
  return async (text, matches) => {
    if (matches.length < 2) return matches;
    try {
      // One limit for the whole exchange, the answer's body included.
      const response = await fetch(address, {
        method: "POST",
        headers,
        body: JSON.stringify(requestBody(endpoint.model, text, matches)),
        signal: AbortSignal.timeout(endpoint.limitMs ?? RERANK_LIMIT_MS),
        redirect: "error",
      });
      if (!response.ok) throw new Error(`the model's endpoint answered ${response.status}`);
      const completion = completionSchema.parse(await response.json());
      const content = completion.choices[0]?.message.content ?? "";
      return reordered(matches, rankingSchema.parse(JSON.parse(content)).ids);
    } catch (error) {
      onFailure(error instanceof Error ? error.message : String(error));
      return matches;
    }
  };
}
