import { eq } from "drizzle-orm";
import { CONTENT_PAGES, type ContentPage, type PageContent } from "#domain/content/site-content";
import type { Database, Executor } from "../../db/client";
import { pageContent } from "../../db/schema";
import type { ContentChanged } from "../shared/content-events";
import { PublishedSinceDraftError, RuleError } from "../shared/errors";
import { checkVersion, createContentVersions, type SaveOptions, savedColumns } from "./content-versions";

/** A page's words with the version they are at (the ETag a save names back). */
export interface VersionedContent<P extends ContentPage = ContentPage> {
  content: PageContent<P>;
  version: number;
}

export interface PageContentOptions {
  /** Told after every save: the public cache holds the pages these words are on. */
  events: ContentChanged;
  /** How many earlier versions of each page are kept (CONTENT_VERSIONS_KEPT). */
  versionsKept: number;
}

/** What a draft's save or publishing names beside the draft version. */
export interface DraftOptions extends SaveOptions {
  /**
   * The published version the admin knows the draft replaces (they saw it, or chose to go over
   * it). Left out, the one the draft was started over: published words saved since then are not
   * replaced without the admin's word.
   */
  over?: number;
}

/** The draft waiting to be published, with the version its saves and publishing name in If-Match. */
export interface DraftContent<P extends ContentPage = ContentPage> {
  content: PageContent<P> | null;
  version: number;
}

type PageRow = typeof pageContent.$inferSelect;

const subject = (page: ContentPage) => `content:${page}`;

/**
 * Stored words over the defaults, section by section: a section added to a page after a save
 * shows its default until an admin saves it (decision 0062).
 */
function withDefaults<P extends ContentPage>(page: P, stored: Record<string, unknown> | undefined) {
  const defaults = CONTENT_PAGES[page].defaults;
  return inOrderOf(defaults, { ...defaults, ...stored }) as PageContent<P>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * `value` with the keys of its objects in the order `shape` has them, at every depth. A jsonb
 * column keeps an object's keys shortest first, so a saved page came back as "text" before
 * "headline", and the Site content form, which lists the texts in the record's order, showed
 * a card's text above its title.
 */
function inOrderOf(shape: unknown, value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = Array.isArray(shape) ? shape : [];
    return value.map((item, index) => inOrderOf(items[index] ?? items[0], item));
  }
  if (!isRecord(value) || !isRecord(shape)) return value;
  const keys = [...Object.keys(shape), ...Object.keys(value)].filter(
    (key, index, all) => Object.hasOwn(value, key) && all.indexOf(key) === index,
  );
  return Object.fromEntries(keys.map((key) => [key, inOrderOf(shape[key], value[key])]));
}

/** The company's words on the home, AI Basics and contact pages, versioned like a solution. */
export function createPageContentService(db: Database, { events, versionsKept }: PageContentOptions) {
  const versions = createContentVersions(db, versionsKept);

  /** The page's row, made from the defaults on first save and locked for the transaction. */
  async function lockedRow(tx: Executor, page: ContentPage) {
    await tx.insert(pageContent).values({ page, data: CONTENT_PAGES[page].defaults }).onConflictDoNothing();
    const [row] = await tx.select().from(pageContent).where(eq(pageContent.page, page)).for("update");
    return row as PageRow;
  }

  /** Writes `content` as the published words, keeping the version it replaces. */
  async function publish(tx: Executor, row: PageRow, content: Record<string, unknown>, options: SaveOptions) {
    await versions.keep(tx, subject(row.page as ContentPage), {
      version: row.version,
      data: row.data,
      savedById: row.savedById,
      savedByName: row.savedByName,
      savedAt: row.updatedAt,
    });
    await tx
      .update(pageContent)
      .set({ data: content, ...savedColumns(row, options.by), updatedAt: new Date() })
      .where(eq(pageContent.page, row.page));
  }

  /**
   * Replaces the draft in one transaction, over the draft version the admin started from (a
   * stale one is StaleVersionError with the words the draft is at now), with what `next`
   * answers (null: none). The draft version moves on every time, so a tab still holding an old
   * draft cannot save or publish over what happened since. False, and nothing changed, when
   * `existing` asks for a draft and the page has none.
   */
  async function changeDraft(
    page: ContentPage,
    options: DraftOptions,
    next: (tx: Executor, row: PageRow) => Promise<Record<string, unknown> | null>,
    existing = false,
  ): Promise<boolean> {
    return db.transaction(async (tx) => {
      const row = await lockedRow(tx, page);
      checkVersion(options.expectedVersion, row.draftVersion, () =>
        withDefaults(page, row.draft ?? row.data),
      );
      if (existing && !row.draft) return false;
      const draft = await next(tx, row);
      // A new draft starts over the published version of now, a draft saved again where it started.
      const draftBase = draft ? (options.over ?? (row.draft ? row.draftBase : row.version)) : null;
      await tx
        .update(pageContent)
        .set({ draft, draftVersion: row.draftVersion + 1, draftBase })
        .where(eq(pageContent.page, page));
      return true;
    });
  }

  return {
    /** What the page shows now; the defaults at version 1 until the first save. */
    async get<P extends ContentPage>(page: P): Promise<VersionedContent<P>> {
      const [row] = await db
        .select({ data: pageContent.data, version: pageContent.version })
        .from(pageContent)
        .where(eq(pageContent.page, page));
      return { content: withDefaults(page, row?.data), version: row?.version ?? 1 };
    },

    /** Saves the page's words, keeping the version they replace; StaleVersionError when stale. */
    async save<P extends ContentPage>(
      page: P,
      content: PageContent<P>,
      options: SaveOptions = {},
    ): Promise<VersionedContent<P>> {
      await db.transaction(async (tx) => {
        const row = await lockedRow(tx, page);
        checkVersion(options.expectedVersion, row.version, () => withDefaults(page, row.data));
        await publish(tx, row, content, options);
      });
      events.changed();
      return this.get(page);
    },

    /** The draft and its version; null content when the page has none. */
    async getDraft<P extends ContentPage>(page: P): Promise<DraftContent<P>> {
      const [row] = await db
        .select({ draft: pageContent.draft, version: pageContent.draftVersion })
        .from(pageContent)
        .where(eq(pageContent.page, page));
      return { content: row?.draft ? withDefaults(page, row.draft) : null, version: row?.version ?? 1 };
    },

    /** Keeps words as the page's draft: visitors go on seeing the published ones. */
    async saveDraft<P extends ContentPage>(
      page: P,
      content: PageContent<P>,
      options: DraftOptions = {},
    ): Promise<DraftContent<P>> {
      await changeDraft(page, options, async () => content);
      return this.getDraft(page);
    },

    /**
     * Publishes the draft as an ordinary save; null when the page has no draft. Published words
     * saved since the draft was started are PublishedSinceDraftError unless `over` names them.
     */
    async publishDraft<P extends ContentPage>(
      page: P,
      options: DraftOptions = {},
    ): Promise<VersionedContent<P> | null> {
      const published = await changeDraft(
        page,
        options,
        async (tx, row) => {
          const over = options.over ?? row.draftBase ?? row.version;
          if (over !== row.version) {
            const started = await versions.read(subject(page), over, tx);
            throw new PublishedSinceDraftError(
              row.version,
              withDefaults(page, row.data),
              started ? withDefaults(page, started) : null,
            );
          }
          await publish(tx, row, row.draft as Record<string, unknown>, options);
          return null;
        },
        true,
      );
      if (!published) return null;
      events.changed();
      return this.get(page);
    },

    /** Drops the draft; false when the page had none. */
    discardDraft: (page: ContentPage, options: SaveOptions = {}) =>
      changeDraft(page, options, async () => null, true),

    /** What a preview link shows: the draft, or the published words when there is none. */
    async previewed<P extends ContentPage>(page: P): Promise<PageContent<P>> {
      return (await this.getDraft(page)).content ?? (await this.get(page)).content;
    },

    versions: (page: ContentPage) => versions.list(subject(page)),

    /** Saves an earlier version as the newest; null when it was never kept or has been pruned. */
    async restore<P extends ContentPage>(
      page: P,
      version: number,
      options: SaveOptions = {},
    ): Promise<VersionedContent<P> | null> {
      const kept = await versions.read(subject(page), version);
      if (!kept) return null;
      const parsed = CONTENT_PAGES[page].schema.safeParse(withDefaults(page, kept));
      if (!parsed.success) throw new RuleError(`Version ${version} of this page can no longer be restored`);
      return this.save(page, parsed.data as PageContent<P>, options);
    },
  };
}
