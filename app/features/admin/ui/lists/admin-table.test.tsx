import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AdminTable } from "./admin-table";
import type { LoadedRowsProps } from "./loaded-list";

const LOADING = { busy: true, line: "Loading users..." };
const LOADED = { busy: false, line: "Loading users..." };

/** The visible text of a render, one piece a line. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, "\n")
    .split("\n")
    .filter(Boolean);

function table(
  rows: readonly string[] | null,
  props: Omit<LoadedRowsProps<string>, "rows" | "children"> = {},
) {
  return renderToString(
    <AdminTable label="Users table" headers={["Name"]} rows={rows} {...props}>
      {(name) => (
        <tr key={name}>
          <td>{name}</td>
        </tr>
      )}
    </AdminTable>,
  );
}

describe("an admin table", () => {
  it("says its loading line while its rows load, and nothing when they failed to", () => {
    expect(table(null, { loading: LOADING })).toBe("<p>Loading users...</p>");
    expect(table(null, { loading: LOADED })).toBe("");
  });

  it("says its empty line, with its classes, where its rows loaded empty", () => {
    expect(table([], { loading: LOADED, empty: "No users found" })).toBe("<p>No users found</p>");
    expect(table([], { empty: "No deposits asked yet.", emptyClassName: "muted" })).toBe(
      '<p class="muted">No deposits asked yet.</p>',
    );
  });

  it("shows nothing for a list that has no empty line and loaded empty", () => {
    expect(table([], { loading: LOADED })).toBe("");
  });

  it("shows its headings and a row for each of its rows once loaded", () => {
    const html = table(["Ada", "Grace"], { loading: LOADED, empty: "No users found" });
    expect(html).toContain('aria-label="Users table"');
    expect(text(html)).toEqual(["Name", "Ada", "Grace"]);
  });
});
