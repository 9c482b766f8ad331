// Enquiries as different from each other as real ones. The contacts' trigram index costs an
// insert by the trigrams it has not seen together before, so one enquiry sent again and again
// measured half of what varied ones cost (decision 0042).

const FIRST = [
  "Thandi",
  "Sipho",
  "Ayanda",
  "Lerato",
  "Bongani",
  "Naledi",
  "Pieter",
  "Anele",
  "Zanele",
  "Johan",
];
const LAST = [
  "Mokoena",
  "Nkosi",
  "Botha",
  "Naidoo",
  "Khumalo",
  "van Wyk",
  "Pillay",
  "Dlamini",
  "Govender",
  "Venter",
];
const TRADE = [
  "Bakery",
  "Logistics",
  "Plumbing",
  "Spaza",
  "Consulting",
  "Auto Repairs",
  "Salon",
  "Farm Stall",
  "Print Shop",
];
const PLACE = [
  "Karoo",
  "Soweto",
  "Durban North",
  "Stellenbosch",
  "Polokwane",
  "Gqeberha",
  "Mbombela",
  "Kimberley",
];
const INTERESTS = [
  "market-analysis",
  "social-media",
  "crm",
  "inventory",
  "chatbot",
  "ocr",
  "report-generation",
  "automation",
];

/** `count` enquiries for POST /api/contact/enquiry, as JSON, no two alike. */
export function variedEnquiries(count: number): string[] {
  const at = (list: string[], i: number) => list[i % list.length] as string;
  return Array.from({ length: count }, (_, i) => {
    const name = `${at(FIRST, i)} ${at(LAST, Math.floor(i / FIRST.length))}`;
    const company = `${at(PLACE, i * 7)} ${at(TRADE, i * 5)} ${i}`;
    return JSON.stringify({
      name,
      email: `${name.toLowerCase().replace(/\W+/g, ".")}.${i}@${at(PLACE, i).toLowerCase().replace(/\W+/g, "")}.co.za`,
      company: `${company} (Pty) Ltd`,
      phone: `+27 82 555 ${String(i % 10_000).padStart(4, "0")}`,
      message: `We run ${company} with ${3 + (i % 40)} staff and would like to know what ${at(INTERESTS, i)} could do for us.`,
      interest: at(INTERESTS, i),
    });
  });
}
