// SPEC §1: amounts are shown in R, the en-ZA way. Prices are stored as the admin typed them
// ("R1,200", "1200"); a plain amount is rewritten, anything else ("on request") is kept.
const RAND = new Intl.NumberFormat("en-ZA", { maximumFractionDigits: 2 });

export function formatPrice(text: string): string {
  const amount = text.trim().replace(/^R\s*/i, "").replace(/[\s,]/g, "");
  return /^\d+(\.\d+)?$/.test(amount) ? `R${RAND.format(Number(amount))}` : text.trim();
}
