import { isDatabaseUnavailable } from "#server/site/page-facade";
import type { PageContext } from "../page-context";

/**
 * What `read` answers, or `defaults` while the database is out of reach. Such a page is shown,
 * but never cached, so the stored values are back as soon as the database is. Used where the
 * defaults are a page worth showing (the company's details, a page's seeded words); elsewhere
 * the page's loader answers 503 (decision 0019).
 */
export async function orDefaultsWhenUnavailable<T>(
  context: PageContext,
  read: Promise<T>,
  defaults: T,
): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    context.noStore();
    return defaults;
  }
}
