// SPEC §1: amounts are shown in R, the en-ZA way. Prices are stored as the admin typed them
// ("R1,200", "1200"); a plain amount is rewritten, anything else ("on request") is kept.
//
// Written out here rather than with Intl.NumberFormat: a page's first Intl object loads the
// browser's locale data, a task of about 100 ms with the CPU slowed 4x, while the catalogue and
// a solution's page hydrate. The unit test holds this to Intl's own en-ZA output.

/** en-ZA groups thousands with a no-break space and writes a decimal comma. */
const GROUP = "\u00a0";
const DECIMAL = ",";

/** A plain decimal amount ("12000.5") with at most two decimals, rounded half up, the en-ZA way. */
function randAmount(amount: string): string {
  const [whole = "", fraction = ""] = amount.split(".");
  const cents = BigInt(whole + fraction.padEnd(2, "0").slice(0, 2)) + ((fraction[2] ?? "0") >= "5" ? 1n : 0n);
  const rands = (cents / 100n).toString().replace(/\B(?=(\d{3})+$)/g, GROUP);
  const decimals = (cents % 100n).toString().padStart(2, "0").replace(/0+$/, "");
  return decimals ? `${rands}${DECIMAL}${decimals}` : rands;
}

export function formatPrice(text: string): string {
  const amount = text.trim().replace(/^R\s*/i, "").replace(/[\s,]/g, "");
  return /^\d+(\.\d+)?$/.test(amount) ? `R${randAmount(amount)}` : text.trim();
}
