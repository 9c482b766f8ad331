import * as fit from "./labelled-descriptions";
import { af, en, type LabelledDescription, zu } from "./labelled-descriptions";

// Seventh-round probes (7 Dec 2026, decision 0093): written before that round's changes, labelled
// from what a visitor sees of the ten demo solutions (titles, taglines, descriptions, features).
// Mostly English, since English was the sixth blind set's weak column: owners' synonyms and
// idioms, money, marketing, stock, admin, legal, reporting, market and follow-up words as
// owners use them, across many trades, SMS spelling and rambles; ten fit nothing. They may
// guide general changes to the finder, never word-by-word hacks.
export const probes: LabelledDescription[] = [
  // Messages and questions nobody answers in time.
  en(
    "we're a small guesthouse and the bookings come in on whatsapp at all hours, i'm answering the phone in my pyjamas at 11pm",
    fit.WHATSAPP,
  ),
  en(
    "shop phone buzzing non stop with ppl asking r u open today n whats the price of a 5kg bag",
    fit.WHATSAPP,
  ),
  en(
    "customers get impatient when i only reply the next day and they go buy somewhere else",
    fit.WHATSAPP,
    fit.CRM,
  ),
  en("one man band electrician, cant answer my cell while im up a ladder and i lose the job", fit.WHATSAPP),
  en("hair salon, bookings come through insta dms and im too busy with clients to respond", fit.WHATSAPP),
  // Slips, filing and capturing.
  en("bookkeeper charges me extra every month because my receipts arrive crumpled in a plastic bag", fit.OCR),
  en("end of feb, tax season, and im digging through the cubbyhole for fuel slips", fit.OCR),
  en("capturing expenses is killing me, i hate filing", fit.OCR, fit.AUTOMATION),
  en("accountant says she needs proof for every expense claim or sars will disallow it", fit.OCR),
  en("we're drowning in paperwork, every supplier invoice gets keyed in twice", fit.OCR, fit.AUTOMATION),
  en("vat submission due friday and half the invoices have faded to nothing", fit.OCR),
  // Being seen.
  en("we need more exposure, our instagram has like 200 followers after a whole year", fit.SOCIAL),
  en("how do i create some hype online for my new menu launch", fit.SOCIAL),
  en("i pay a guy to boost posts but i dont have anything decent to put up", fit.SOCIAL),
  en("im not good with words, my captions are boring and nobody engages", fit.SOCIAL),
  en("want to run specials for black friday but no time to make the adverts for fb", fit.SOCIAL),
  // Following up.
  en("my quotes go cold because i never follow up after i send them", fit.CRM),
  en("prospects fall through the cracks between me and my sales rep", fit.CRM),
  en("we get walk ins and calls but nobody writes down their details so we cant get back to them", fit.CRM),
  en("how do i know which leads are worth it, i waste hours on tyre kickers", fit.CRM),
  en("people fill in the form on our website and then we just never get round to them", fit.CRM),
  // Stock.
  en("dead stock piling up in the back, stuff we bought two seasons ago", fit.STOCK),
  en("never know when to reorder from my suppliers so i either panic buy or run dry", fit.STOCK),
  en("the popular flavours are finished before the weekend and the ones nobody wants just sit", fit.STOCK),
  en("boutique owner, i always buy the wrong sizes for the season", fit.STOCK),
  en("my money is tied up in inventory thats not moving", fit.STOCK, fit.CASH),
  en("supplier takes 3 weeks to deliver so by the time the stock arrives the rush is over", fit.STOCK),
  // Money.
  en("cash is tight and the overdraft is maxed out", fit.CASH),
  en("debtors sitting at 90 days and my creditors want paying now", fit.CASH),
  en("profitable on paper but theres never money in the bank", fit.CASH),
  en("cant tell whether we can take on another person in march", fit.CASH),
  en("payroll day gives me a panic attack every month, its touch and go", fit.CASH),
  en("clients take forever to settle their accounts and i have to keep nagging them", fit.CASH),
  en("running on fumes till month end, every single month", fit.CASH),
  // Rules, papers and staff.
  en("an ex employee took me to the ccma and i had no signed contract for him", fit.LEGAL),
  en(
    "need a proper disciplinary code and warning letters, staff come in late and i dont know what im allowed to do",
    fit.LEGAL,
  ),
  en("our bee affidavit expired and we lost a tender because of it", fit.LEGAL),
  en("tender docs ask for a privacy policy and a tax compliance pin and i have neither", fit.LEGAL),
  en("a client wants to know what we do with their id numbers, do i need some privacy thing", fit.LEGAL),
  en("none of my suppliers have anything in writing with me, all handshake deals", fit.LEGAL),
  // The market.
  en("new coffee shop opened two doors down and theyre undercutting me", fit.MARKET),
  en(
    "is it worth opening in the next town, dont know if there are enough people there who'd buy",
    fit.MARKET,
  ),
  en("how do i price against the other panel beaters around here", fit.MARKET),
  en("lost a lot of regulars to the new mall and i want to know what theyre doing better", fit.MARKET),
  en("i want to understand who my customers actually are and what they want", fit.MARKET),
  // Figures.
  en("no idea what my figures look like until the accountant sends them six months later", fit.REPORTS),
  en("the board wants a monthly pack and i lose the whole weekend putting it together", fit.REPORTS),
  en("i'd love one dashboard that shows the numbers from both stores", fit.REPORTS),
  en("which product line actually makes us money? no clue", fit.REPORTS),
  en("we're flying blind, cant tell if this month is better than last", fit.REPORTS),
  // Admin done twice.
  en(
    "double entry everywhere, the order goes in the book then in pastel then on the job sheet",
    fit.AUTOMATION,
  ),
  en("my admin lady spends all day copying info from emails into our system", fit.AUTOMATION),
  en("every time the power goes our invoicing stops and we lose the whole afternoon", fit.AUTOMATION),
  en(
    "small printing works, every job is tracked on paper and customers keep phoning to ask where their order is",
    fit.AUTOMATION,
    fit.WHATSAPP,
  ),
  en(
    "ok long story, we do aircon installs, the guys send me photos of the job on whatsapp, then i make the invoice at night, then i chase payment and half the time i forget who paid, its a mess and im so tired",
    fit.AUTOMATION,
    fit.CASH,
  ),
  // Afrikaans.
  af("ons oortrokke fasiliteit is vol en die kontant hou nie tot die einde van die maand nie", fit.CASH),
  af("ek het geen idee wat om op ons facebook blad te sit nie, niemand let ons op nie", fit.SOCIAL),
  af("die kwotasies wat ek uitstuur, hoor ek nooit weer van nie", fit.CRM),
  af("ons tik elke faktuur twee keer in, eers in excel en dan in pastel", fit.AUTOMATION, fit.OCR),
  af("die arbeidsdepartement was hier en ons dienskontrakte is glo nie reg nie", fit.LEGAL),
  af("die nuwe winkel oorkant die straat verkoop goedkoper as ons", fit.MARKET),
  af("ons bestel altyd te veel van die verkeerde goed en dan le dit net daar", fit.STOCK),
  af("mense stuur heeldag whatsapps oor pryse en ek kan nie byhou nie", fit.WHATSAPP),
  // isiZulu, code-switching.
  zu("ama-customer ahlala ebuza amanani ku-inbox, angikwazi ukuphendula wonke", fit.WHATSAPP),
  zu("i-cash flow yami ayimi kahle, ama-debtors awakhokhi ngesikhathi", fit.CASH),
  zu("ngifuna abantu abaningi bazi nge-business yami ku-Facebook naku-TikTok", fit.SOCIAL),
  zu("ama-slip ami e-petrol ayalahleka, i-accountant iyangithethisa", fit.OCR),
  zu("i-stock yami iyaphela ngaphambi kwe-weekend, bese ngi-oda okungathengwa", fit.STOCK),
  zu("angazi ukuthi iyiphi i-branch eyenza imali, ama-numbers ami asakazekile", fit.REPORTS),
  zu("izimbangi zami zishibhile kunami, ngidinga ukwazi amanani abo", fit.MARKET),
  // Nothing fits.
  en("stuff keeps walking out the back door, think one of the guys is taking it"),
  en("my landlord wants us out before the lease is up"),
  en("how do i get my sauces onto the shelves at pick n pay"),
  en("looking for a venue for our year end function, about 30 people"),
  en("my partner wants out and wants me to buy his half of the business"),
  en("need a courier company that goes to the rural eastern cape"),
  af("die dak van die winkel lek elke keer as dit reen"),
  af("ons soek n saal vir die personeel se jaareindfunksie"),
  zu("imoto yami yokuletha iphukile, ngidinga umakhenikha"),
  zu("ngifuna ukufunda ukwenza amakhekhe omshado"),
];
