import { describe, expect, it } from "vitest";
import { paginate } from "./pagination";
import { textSearch } from "./text-search";

describe("paginate", () => {
  const items = Array.from({ length: 120 }, (_, i) => i);

  it("cuts the list into pages", () => {
    expect(paginate(items, 1, 50).items).toHaveLength(50);
    expect(paginate(items, 3, 50)).toEqual({ items: items.slice(100), page: 3, pageCount: 3 });
  });

  it("clamps the page into range, with one page for an empty list", () => {
    expect(paginate(items, 9, 50).page).toBe(3);
    expect(paginate([], 2, 50)).toEqual({ items: [], page: 1, pageCount: 1 });
  });
});

describe("textSearch", () => {
  const search = textSearch((fields: string[]) => fields);

  it("matches any field, ignoring case and surrounding spaces", () => {
    expect(search(" ACME ")(["Jo", "", "Acme Ltd"])).toBe(true);
    expect(search("zzz")(["Jo", "Acme"])).toBe(false);
    expect(search("")([])).toBe(true);
  });

  it("never matches across two fields", () => {
    expect(search("jo acme")(["Jo", "Acme"])).toBe(false);
  });
});
