import { describe, expect, it } from "vitest";
import { pageMeta } from "./seo";

const args = {
  location: { pathname: "/solutions" },
  matches: [{ id: "root", loaderData: { publicUrl: "https://aisolutions.co.za", signedIn: false } }],
};

describe("pageMeta", () => {
  it("builds title, description, canonical, Open Graph and Twitter tags from one description", () => {
    const tags = pageMeta(args, { title: "AI Solutions Catalogue", description: "Browse." });
    expect(tags).toContainEqual({ title: "AI Solutions Catalogue | AI Solutions" });
    expect(tags).toContainEqual({ name: "description", content: "Browse." });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://aisolutions.co.za/solutions",
    });
    expect(tags).toContainEqual({ property: "og:url", content: "https://aisolutions.co.za/solutions" });
    expect(tags).toContainEqual({ name: "twitter:title", content: "AI Solutions Catalogue | AI Solutions" });
    expect(tags.some((tag) => "name" in tag && tag.name === "robots")).toBe(false);
  });
  it("adds noindex when asked", () => {
    const tags = pageMeta(args, { title: "Admin Login", description: "x", noindex: true });
    expect(tags).toContainEqual({ title: "Admin Login | AI Solutions" });
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
  });
  it("adds noindex to a page shown through a preview link, and only then", () => {
    const shown = (preview: unknown) =>
      pageMeta({ ...args, loaderData: { preview } }, { title: "Home", description: "x" });
    expect(shown({ until: "2026-12-14T10:00:00.000Z" })).toContainEqual({
      name: "robots",
      content: "noindex",
    });
    expect(shown(null).some((tag) => "name" in tag && tag.name === "robots")).toBe(false);
  });
});
