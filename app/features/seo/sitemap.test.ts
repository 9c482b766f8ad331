import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./sitemap";

describe("sitemapXml", () => {
  it("lists every public page and every solution under the public URL", () => {
    const xml = sitemapXml("https://example.co.za", ["bot", "ocr"]);
    for (const path of ["/", "/solutions", "/ai-basics", "/contact", "/privacy", "/terms"]) {
      expect(xml).toContain(`<loc>https://example.co.za${path}</loc>`);
    }
    expect(xml).toContain("<loc>https://example.co.za/solutions/bot</loc>");
    expect(xml).toContain("<loc>https://example.co.za/solutions/ocr</loc>");
    expect(xml).not.toContain("/login");
  });
});

describe("robotsTxt", () => {
  it("keeps crawlers out of the admin area and points to the sitemap", () => {
    const text = robotsTxt("https://example.co.za");
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain("Disallow: /go/whatsapp");
    expect(text).toContain("Sitemap: https://example.co.za/sitemap.xml");
  });
});
