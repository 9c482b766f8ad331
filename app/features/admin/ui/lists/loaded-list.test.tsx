import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { mutedText } from "../styles";
import { LoadedList } from "./loaded-list";

const list = (items: readonly string[] | null, emptyClassName?: string) =>
  renderToString(
    <LoadedList items={items} empty="No quotes yet." className="space-y-2" emptyClassName={emptyClassName}>
      {(item) => <li key={item}>{item}</li>}
    </LoadedList>,
  );

describe("a loaded list", () => {
  it("shows nothing while it loads", () => {
    expect(list(null)).toBe("");
  });

  it("says its muted empty line, with any classes of its own, where it loaded empty", () => {
    expect(list([])).toBe(`<p class="${mutedText}">No quotes yet.</p>`);
    expect(list([], "mt-2")).toBe(`<p class="${mutedText} mt-2">No quotes yet.</p>`);
  });

  it("shows its items in its list", () => {
    expect(list(["Q-1", "Q-2"])).toBe('<ul class="space-y-2"><li>Q-1</li><li>Q-2</li></ul>');
  });
});
