/** Text made safe inside HTML, XML or SVG, in an element or a quoted attribute. */
export const escapeMarkup = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
