import { expect, test } from "@playwright/test";

// Every public page must read before JavaScript arrives: its main heading is in the raw HTML.
const PAGES: [string, string][] = [
  ["/", "Unleash Your Business Potential with Intelligent AI Solutions"],
  ["/solutions", "AI Solutions Catalogue"],
  ["/solutions/whatsapp-auto-reply-bot", "WhatsApp &amp; Email Auto-Reply Bot"],
  ["/ai-basics", "AI Basics for Small Business"],
  ["/contact", "Contact Us"],
  ["/privacy", "Privacy Policy"],
  ["/terms", "Terms of Service"],
  ["/login", "Admin Login"],
  ["/reset-password/some-token", "Reset Password"],
];

for (const [path, heading] of PAGES) {
  test(`${path} has its heading, title, description and canonical in the server HTML`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</h1>`));
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toMatch(/<link rel="canonical" href="http[^"]+"/);
    expect(html).toContain('property="og:title"');
  });
}

test("all AI Basics tab panels are in the server HTML", async ({ request }) => {
  const html = await (await request.get("/ai-basics")).text();
  for (const text of ["Machine learning", "Myth: ", "Pick one painful task", "Save time on admin"]) {
    expect(html).toContain(text);
  }
});

test("the solution page carries schema.org Service data with prices in ZAR", async ({ request }) => {
  const html = await (await request.get("/solutions/whatsapp-auto-reply-bot")).text();
  const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
  expect(json).toBeTruthy();
  const data = JSON.parse(json ?? "{}");
  expect(data["@type"]).toBe("Service");
  expect(data.offers[0]).toMatchObject({ priceCurrency: "ZAR", price: "1200.00" });
});

test("robots.txt keeps crawlers out of /admin and sitemap.xml lists pages and solutions", async ({
  request,
}) => {
  const robots = await request.get("/robots.txt");
  expect(robots.headers()["content-type"]).toContain("text/plain");
  expect(await robots.text()).toContain("Disallow: /admin");
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("xml");
  const xml = await sitemap.text();
  expect(xml).toMatch(/<loc>http[^<]+\/ai-basics<\/loc>/);
  expect(xml).toMatch(/<loc>http[^<]+\/solutions\/whatsapp-auto-reply-bot<\/loc>/);
});
