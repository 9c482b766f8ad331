import { createContext, useContext } from "react";

// The site's whole stylesheet goes inside every page's <head> (decision 0022): the first paint
// then needs nothing but the HTML, instead of waiting one more round trip for a stylesheet that
// shares a slow link with the scripts. The server provides the text (entry.server.tsx); in the
// browser it is read back from the element the server sent, so hydration finds the same text
// and leaves the element alone, and a later render of the document keeps it as it is.

const ELEMENT_ID = "site-styles";

const SiteStylesContext = createContext<string | null>(null);

export const SiteStylesProvider = SiteStylesContext.Provider;

let stylesInDocument: string | undefined;

function stylesSentWithThePage(): string {
  if (stylesInDocument === undefined) {
    stylesInDocument = document.getElementById(ELEMENT_ID)?.textContent ?? "";
  }
  return stylesInDocument;
}

export function SiteStyles() {
  const fromServer = useContext(SiteStylesContext);
  const css = fromServer ?? stylesSentWithThePage();
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own stylesheet from the build, checked by styleElementText
  return <style id={ELEMENT_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}

/** The stylesheet as the text of a <style> element; refuses one that would end the element early. */
export function styleElementText(css: string): string {
  if (/<\/style/i.test(css)) throw new Error("the site stylesheet contains </style and cannot be inlined");
  return css;
}
