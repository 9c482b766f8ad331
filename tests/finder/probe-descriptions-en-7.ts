import * as fit from "./labelled-descriptions";
import { en, type LabelledDescription } from "./labelled-descriptions";

// Sixth-round English probes (7 Dec 2026, decision 0093): written before that round's changes,
// labelled from what a visitor sees of the ten demo solutions (titles, taglines, descriptions,
// features), not from the words customers use. Owners' English as typed: SMS spelling, typos,
// slang, three words or a ramble, vague, two problems at once, across many trades; nine fit
// nothing. They may guide general changes to the finder, never word-by-word hacks.
export const probes: LabelledDescription[] = [
  // Salon, taxi, spaza, mechanic.
  en("clients book on whatsapp and i cant answer while im doing hair", fit.WHATSAPP),
  en("eish my salon phone never stops ringing with ppl asking prices", fit.WHATSAPP),
  en(
    "taxi owners association wants monthly figures and i do it all by hand in a book",
    fit.REPORTS,
    fit.AUTOMATION,
  ),
  en("spaza keeps running out of bread and airtime by wednesday", fit.STOCK),
  en("too much stock of chips that nobody buys, money stuck on the shelf", fit.STOCK, fit.CASH),
  en("mechanic here, customers wait days for a quote because i write them by hand", fit.AUTOMATION),
  en("my workshop job cards get lost and i forget which bakkie is done", fit.AUTOMATION),
  // Caterer, guesthouse, plumber, creche.
  en("catering business, cant predict how much food to order for functions", fit.STOCK),
  en(
    "guesthouse guests send emails at night asking if rooms are available and by morning they booked elsewhere",
    fit.WHATSAPP,
  ),
  en("plumber. quotes invoices all done on paper, takes me whole sunday", fit.AUTOMATION),
  en("parents at the creche pay school fees late every month and i cant pay the teachers", fit.CASH),
  en("creche needs popia forms for the kids info, dont know where to start", fit.LEGAL),
  // Funeral parlour, car wash, photographer, pharmacy.
  en("funeral parlour, families phone at all hours and we miss calls", fit.WHATSAPP),
  en(
    "funeral policy payments come in late and i dont know what cash ill have for coffins next month",
    fit.CASH,
  ),
  en("car wash is quiet, how do i get more people to know about us", fit.SOCIAL, fit.MARKET),
  en("photographer here i never know what to post on insta", fit.SOCIAL),
  en("i shoot weddings and lose track of who enquired and who i must follow up", fit.CRM),
  en("pharmacy scripts meds expire on the shelf before we sell them", fit.STOCK),
  // Tutor, estate agent, gym, bakery.
  en("im a maths tutor, parents message me all day about times and rates", fit.WHATSAPP),
  en("estate agent, get loads of leads from property24 but dont know which are serious buyers", fit.CRM),
  en("buyers enquire then i forget to phone them back and they go with another agent", fit.CRM),
  en("gym membership is dropping and the new gym down the road is cheaper", fit.MARKET),
  en("want to know what other gyms in my area charge", fit.MARKET),
  en("bakery: bread left over every day or sold out by 10, never right", fit.STOCK),
  en("we bake for orders from whatsapp and copy each one into a book then into an invoice", fit.AUTOMATION),
  // Farm, online seller, printing shop, DJ.
  en("farmer, the co op slips for feed and diesel pile up for the accountant", fit.OCR),
  en("sell veg at the market, dont know if im making profit or loss", fit.REPORTS, fit.CASH),
  en("i sell clothes on takealot and my own site and keep overselling stuff i dont have", fit.STOCK),
  en("online shop orders must be typed into the courier site one by one", fit.AUTOMATION),
  en("print shop, customers want quotes fast and i spend hours doing them", fit.AUTOMATION),
  en("dj bookings come in on instagram dms and i reply too late", fit.WHATSAPP),
  en("im a dj, need content for my pages but dont have time", fit.SOCIAL),
  // Three words, SMS, typos.
  en("slips for sars", fit.OCR),
  en("cash flow problems", fit.CASH),
  en("too many whatsaps", fit.WHATSAPP),
  en("need more followers", fit.SOCIAL),
  en("staff contracts pls", fit.LEGAL),
  en("stok always finish", fit.STOCK),
  en("recipts evrywhere, vat due", fit.OCR),
  en("cant kip up wit msgs", fit.WHATSAPP),
  en("hw do i no wich clients wil pay", fit.CRM),
  en("monthy report for the bank takes 2 long", fit.REPORTS),
  en("invoicing takes foreva, al manual", fit.AUTOMATION),
  // Vague.
  en("business is slow", fit.MARKET, fit.SOCIAL),
  en("money is always tight at month end", fit.CASH),
  en("dont know where my money goes", fit.CASH, fit.REPORTS, fit.OCR),
  en("i work late every night doing admin", fit.AUTOMATION),
  en("sales are down and i dont know why", fit.MARKET, fit.REPORTS),
  en("i want to grow but dont know where to start", fit.MARKET),
  en("everything is in my head, nothing written down", fit.REPORTS, fit.AUTOMATION, fit.CRM),
  // Two problems in one, and rambling.
  en(
    "eish where to start, the tax man wants vat returns and my slips are in a shoebox, plus the phone keeps ringing now now with orders",
    fit.OCR,
    fit.WHATSAPP,
  ),
  en("we run out of stock and also owe the supplier because customers dont pay on time", fit.STOCK, fit.CASH),
  en(
    "my bookkeeper retired so the books are behind and i also need to do payslips and contracts for the 2 new staff",
    fit.OCR,
    fit.LEGAL,
  ),
  en(
    "honestly i started the cleaning company 3 years ago and it grew fast, now we have 20 cleaners and i still do quotes, schedules and invoices on excel at night and i think we lose money somewhere but cant see where",
    fit.AUTOMATION,
    fit.REPORTS,
    fit.CASH,
  ),
  en(
    "the funders want a quarterly report and i dont even have proper numbers, everything is in different spreadsheets",
    fit.REPORTS,
  ),
  en("labour inspector came and said our employment contracts are not right", fit.LEGAL),
  en("a customer asked how we protect their personal info and i had no answer", fit.LEGAL),
  en("competitors have better reviews on google than us", fit.MARKET),
  en("people say they saw our ad but nobody follows up, leads just die", fit.CRM),
  en("staff member keeps coming late, how do i give a written warning", fit.LEGAL),
  en("tender documents and bbbee certificate keep expiring and i only find out when its too late", fit.LEGAL),
  // Nothing fits.
  en("my bakkie was stolen last night, who do i call"),
  en("need a plumber to fix the leak in my salon"),
  en("where do i register a company with cipc"),
  en("looking for a dj for my wedding in durban"),
  en("how do i get a liquor licence for my tavern"),
  en("need a loan to buy a second taxi"),
  en("my generator wont start, any mechanic in soweto"),
  en("want to paint the creche, need cheap paint"),
  en("the municipality cut my electricity, how do i get it back"),
];
