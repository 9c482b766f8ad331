// Issue 51: "any bytes never cost more than 30 ms". The 2,000 characters a query is cut to, made
// the hardest ways we know for the matcher: one endless word, hundreds of unknown words, emoji
// (two UTF-16 units each), and the same misspellings over and over. The finder bench times them
// over HTTP (`npm run bench -- finder`); the goals test checks each gets an answer.
export const CRAFTED_QUERIES: Record<string, string> = {
  "one word of 2,000 letters": "a".repeat(2000),
  "400 unknown words": Array.from({ length: 400 }, (_, i) => `zq${i}x`).join(" "),
  "1,000 emoji": "💥🙂".repeat(500),
  "misspellings, 100 times": "invoyce watsap stok ".repeat(100),
};
