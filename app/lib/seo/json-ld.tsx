/** JSON for a <script> element: `<` escaped so the text can never close the tag. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

export function JsonLd({ value }: { value: unknown }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON-LD built from our own data
      dangerouslySetInnerHTML={{ __html: scriptJson(value) }}
    />
  );
}
