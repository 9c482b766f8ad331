import type { Database } from "#server/db/client";
import { type KeyChanges, timeSigner } from "../../shared/signing-key";

export const QUOTE_KEY_NAME = "quote-link";

const TOKEN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})~(.+)$/;

/**
 * The buyer's link to a quote, `/q/{id}~{created}.{hmac}` (decision 0091): the preview links'
 * signing machinery (signing-key.ts) under a key of its own, the HMAC over the quote's id and
 * its creation time. Nothing is stored per link: each revision is a row of its own, so its link
 * is its own, and the quote's state (replaced, expired) says what an old link shows. 256 bits
 * of HMAC: not to be guessed; a key rotation keeps links working (`npm run rotate-key`).
 */
export function createQuoteLinks(db: Database, changes?: KeyChanges) {
  const signer = timeSigner(db, QUOTE_KEY_NAME, changes);
  return {
    /** The token of quote `id`, created at `createdAt`: the same each time it is asked for. */
    token: async (id: string, createdAt: Date) => `${id}~${await signer.sign(id, createdAt.getTime())}`,
    /** The quote a token opens, with the creation time it names; null for anything we did not sign. */
    async read(token: string): Promise<{ id: string; createdAt: number } | null> {
      const [, id, stamp] = TOKEN.exec(token) ?? [];
      if (!id || !stamp) return null;
      const createdAt = await signer.read(id, stamp);
      return createdAt === null ? null : { id, createdAt };
    },
  };
}

export type QuoteLinks = ReturnType<typeof createQuoteLinks>;
