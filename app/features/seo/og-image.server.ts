import { createHash } from "node:crypto";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { COMPANY } from "#domain/company/company";
import { escapeMarkup } from "#domain/markup";
import type { IconName, Tier } from "#domain/options";
import { TIER_LABELS } from "#domain/options";
import type { PagePath } from "#domain/page-paths";
import { oneAtATime } from "#server/site/page-facade";
import { SOLUTION_ICONS } from "../../components/ui/solution-icons";
import brandMark from "../../favicon.svg?raw";
import { OG_IMAGE_SIZE } from "../../lib/seo/seo";

// Link previews (WhatsApp, LinkedIn, Facebook, X): one 1200 × 630 PNG for the site and one per
// solution, drawn from its title, tier and icon. The picture's URL carries a hash of the SVG it
// is drawn from, so a change of title, tier or icon (or of this template) is a new URL, and an
// old URL answers 404 like a replaced upload: each URL means one picture, cached for a year.

const TIER_COLOURS: Record<Tier, { fill: string; text: string }> = {
  bronze: { fill: "#ffedd5", text: "#7c2d12" },
  silver: { fill: "#e2e8f0", text: "#1e293b" },
  gold: { fill: "#fef9c3", text: "#713f12" },
};

/** Greedy word wrap by character count: the font is not measured, so the limit is generous. */
function wrap(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.length - 1;
    if (last >= 0 && `${lines[last]} ${word}`.length <= perLine) lines[last] = `${lines[last]} ${word}`;
    else lines.push(word.length > perLine ? `${word.slice(0, perLine - 1)}…` : word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]?.slice(0, perLine - 1)}…`;
  return kept;
}

const brandMarkHref = `data:image/svg+xml;base64,${Buffer.from(brandMark).toString("base64")}`;

function iconMarkup(icon: IconName): string {
  const Icon = SOLUTION_ICONS[icon] ?? SOLUTION_ICONS.ChartBarIcon;
  return renderToStaticMarkup(
    createElement(Icon, { x: 880, y: 175, width: 240, height: 240, color: "#c7d2fe", strokeWidth: 1.2 }),
  );
}

interface Picture {
  heading: string;
  subheading: string;
  tier?: Tier;
  icon?: IconName;
}

function pictureSvg({ heading, subheading, tier, icon }: Picture): string {
  const headingLines = wrap(heading, icon ? 22 : 28, 3);
  const top = tier ? 290 : 230;
  const title = headingLines
    .map((line, index) => `<tspan x="80" y="${top + index * 78}">${escapeMarkup(line)}</tspan>`)
    .join("");
  const tierText = tier ? `${TIER_LABELS[tier]} Tier` : "";
  const badge = tier
    ? `<rect x="80" y="150" width="${tierText.length * 17 + 48}" height="52" rx="26" fill="${TIER_COLOURS[tier].fill}"/>` +
      `<text x="104" y="185" font-size="26" font-weight="700" fill="${TIER_COLOURS[tier].text}">${escapeMarkup(tierText)}</text>`
    : "";
  const subheadingY = top + headingLines.length * 78 + 10;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_IMAGE_SIZE.width}" height="${OG_IMAGE_SIZE.height}" viewBox="0 0 ${OG_IMAGE_SIZE.width} ${OG_IMAGE_SIZE.height}" font-family="DejaVu Sans, Arial, Helvetica, sans-serif">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e1b4b"/><stop offset="1" stop-color="#4338ca"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#bg)"/>
<image href="${brandMarkHref}" x="80" y="60" width="56" height="56"/>
<text x="152" y="100" font-size="32" font-weight="700" fill="#ffffff">${escapeMarkup(COMPANY.name)}</text>
${badge}
<text font-size="64" font-weight="700" fill="#ffffff">${title}</text>
<text x="80" y="${subheadingY}" font-size="28" fill="#c7d2fe">${escapeMarkup(wrap(subheading, 60, 1)[0] ?? "")}</text>
${icon ? iconMarkup(icon) : ""}
<rect y="606" width="100%" height="24" fill="#6366f1"/>
</svg>`;
}

const versionOf = (svg: string) => createHash("sha256").update(svg).digest("hex").slice(0, 12);

/** A picture and the version its URL carries. */
export interface OgPicture {
  svg: string;
  version: string;
}

export function sitePicture(): OgPicture {
  const svg = pictureSvg({
    heading: "AI solutions for South African small businesses",
    subheading: COMPANY.tagline,
  });
  return { svg, version: versionOf(svg) };
}

export function solutionPicture(solution: { title: string; tier: Tier; icon: IconName }): OgPicture {
  const svg = pictureSvg({
    heading: solution.title,
    subheading: "Affordable AI for South African SMMEs",
    tier: solution.tier,
    icon: solution.icon,
  });
  return { svg, version: versionOf(svg) };
}

export const siteImagePath = (picture: OgPicture = sitePicture()) =>
  `/og/site/${picture.version}.png` satisfies PagePath;
export const solutionImagePath = (id: string, picture: OgPicture) =>
  `/og/solutions/${encodeURIComponent(id)}/${picture.version}.png` satisfies PagePath;

// Rendered pictures by version; a few dozen solutions at about 50 KB each.
const MAX_CACHED = 200;
const rendered = new Map<string, Promise<Buffer>>();

function png(picture: OgPicture): Promise<Buffer> {
  let bytes = rendered.get(picture.version);
  if (!bytes) {
    bytes = oneAtATime(() => sharp(Buffer.from(picture.svg)).png({ compressionLevel: 9 }).toBuffer());
    // A failed render is not kept: the next request tries again.
    bytes.catch(() => rendered.delete(picture.version));
    if (rendered.size >= MAX_CACHED) rendered.delete(rendered.keys().next().value as string);
    rendered.set(picture.version, bytes);
  }
  return bytes;
}

/** The picture as a response, or 404 when the URL's version is not the current one. */
export async function pictureResponse(
  picture: OgPicture | null,
  version: string | undefined,
): Promise<Response> {
  if (!picture || `${picture.version}.png` !== version) {
    return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  }
  return new Response(new Uint8Array(await png(picture)), {
    headers: {
      "Content-Type": "image/png",
      // As /uploads and /assets: the version in the URL never means other bytes.
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
