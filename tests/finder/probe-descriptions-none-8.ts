import * as fit from "./labelled-descriptions";
import { af, en, type LabelledDescription, zu } from "./labelled-descriptions";

// noMatch-round probes (7 Dec 2026, decision 0093): written before that round's changes, labelled
// from what a visitor sees of the ten demo solutions. Half fit nothing yet use the catalogue's words
// (customers, WhatsApp, stock, staff, money, a bookkeeper) while asking for something else: a loan,
// a plumber, a driver, premises, a debt collector, security, insurance. The other half fit a
// solution but sound like an outside need (a plumber's WhatsApp, a loan's repayments, a security
// company's certificates). They may guide general changes to the finder, never word-by-word hacks.
export const probes: LabelledDescription[] = [
  // Nothing fits, in the catalogue's words.
  en("customers keep asking if we deliver but i dont have a driver, need someone with their own car"),
  en("i need a loan to buy more stock for december, the bank said no"),
  en("want to hand over a client who owes me R12k to a debt collector, any recommendations?"),
  en("looking for a bookkeeper to do my books once a month, whatsapp me if u know someone"),
  en("geyser burst in the salon and water ran into the stockroom, need a plumber urgently"),
  en("we want a generator for the restaurant, load shedding is killing our dinner trade"),
  en("someone broke into the container last night and took all the stock and the till"),
  en("my staff member crashed the delivery scooter, who pays for the damage, me or the insurance?"),
  en("need a new logo designed for my brand, who does that cheap"),
  en("can someone build me a website where customers can book appointments and pay online"),
  en("landlord wants us out by end of march, we need new premises near the taxi rank"),
  en("anyone selling a second hand delivery van in pta? cash buyer"),
  en("my bank charges are crazy, which bank is cheapest for a small business account"),
  en("customers pay cash and i keep too much money in the shop overnight, need a safe or cash collection"),
  en("my cousin took R20 000 out of the business while i was in hospital, should i open a case"),
  en("need a courier company that can take parcels to durban cheap for my online shop"),
  en(
    "our fridges and freezers use so much electricity, the eskom bill is R9000 a month, how do i bring it down",
  ),
  en("need a security company for the shop, we been robbed twice this month"),
  en("want to put an advert on the radio, how much does it cost and who do i talk to"),
  en("my whatsapp business number got banned for no reason, how do i get it back"),
  af("die bank wil my nie n lening gee vir voorraad nie, waar kry ek geld"),
  af("iemand het by die winkel ingebreek en al die sigarette gesteel"),
  af("ek soek n loodgieter, die pype in die kombuis lek al n week"),
  af("ek het n boekhouer nodig wat my boeke elke maand kan doen, ken iemand een?"),
  af("ons soek n bestuurder met n lisensie vir die afleweringsbakkie"),
  zu("ngidinga imboleko yokuthenga i-stock ye-December"),
  zu("amasela angene esitolo ebusuku athatha yonke imali"),
  zu("ngifuna i-generator ngoba ugesi uhlala ucima"),
  zu("ngifuna umshayeli we-bakkie ozoletha ama-order kumakhasimende"),
  zu("ngifuna i-lawyer, ikhasimende lithi lizongimangalela"),
  // A solution fits, though it sounds like an outside need.
  en("my debtors never pay on time and then i cant pay my suppliers", fit.CASH),
  en("i lose track of which customers i still owe a quote and they go elsewhere", fit.CRM, fit.AUTOMATION),
  en("my bookkeeper charges me extra bcoz my slips come to her in a plastic bag", fit.OCR),
  en(
    "thinking of taking a loan but first i want to know if i can afford the repayments over the next few months",
    fit.CASH,
  ),
  en("staff contracts are just verbal, if i fire someone i could land up at the CCMA", fit.LEGAL),
  en("the new shop across the road sells cheaper than me and i dont know how they do it", fit.MARKET),
  en(
    "i thought staff were stealing but i think we just order wrong, bread runs out and polish sits for months",
    fit.STOCK,
  ),
  en(
    "my driver wastes hours because delivery notes and invoices are written by hand and retyped at the office",
    fit.AUTOMATION,
  ),
  en("insurance broker here, clients whatsapp me all night asking about their policies", fit.WHATSAPP),
  en(
    "im a plumber and ppl msg me for prices while im under a sink, by the time i reply the job is gone",
    fit.WHATSAPP,
    fit.CRM,
  ),
  en(
    "we are a security company and our BEE certificate and tax clearance keep expiring before tenders",
    fit.LEGAL,
  ),
  en(
    "the bank wants monthly management accounts before they give me a loan and i dont have any",
    fit.REPORTS,
  ),
  en("i dont know if im actually making money or just moving it around", fit.REPORTS, fit.CASH),
  en("no time to post on facebook and my competitor's page is always busy", fit.SOCIAL, fit.MARKET),
  en(
    "leads from the website just sit in my email and by the time i phone them they've hired another builder",
    fit.CRM,
  ),
  en("landlord takes rent on the 1st but my clients only pay on the 30th, always short in between", fit.CASH),
  en("generator diesel, airtime, petrol slips... the taxman wants proof of every expense", fit.OCR),
  en(
    "driving school here, parents keep asking the same things about prices and bookings on whatsapp",
    fit.WHATSAPP,
  ),
  en("our workshop loses job cards and we forget to invoice some of the repairs", fit.AUTOMATION),
  en("need to know how much stock to buy before black friday without taking a loan", fit.STOCK, fit.CASH),
  af("my debiteure betaal nooit betyds nie en dan kan ek nie die huur betaal nie", fit.CASH),
  af(
    "ek is n loodgieter en kliente stuur heeldag WhatsApps vir pryse, ek kan nie antwoord terwyl ek werk nie",
    fit.WHATSAPP,
  ),
  af("ons is n sekuriteitsmaatskappy en ons werkers se kontrakte is uit datum", fit.LEGAL),
  af("die bank vra vir syfers oor hoe die besigheid gaan voor hulle n lening oorweeg", fit.REPORTS),
  af(
    "ek koop te veel voorraad wat nie verkoop nie en dan is daar nie geld vir lone nie",
    fit.STOCK,
    fit.CASH,
  ),
  zu("amakhasimende angikweleta imali futhi angazi ukuthi ngizoyikhokha kanjani i-rent", fit.CASH),
  zu("ngingu-plumber, abantu bangithumelela ama-WhatsApp bebuza amanani ngisemsebenzini", fit.WHATSAPP),
  zu("ama-risidi kaphethiloli ayalahleka, i-SARS ifuna ubufakazi", fit.OCR),
  zu("ngithola ama-enquiries amaningi ku Facebook kodwa ngikhohlwa ukuwalandela", fit.CRM),
  zu("i-stock iyaphela ngaphambi kokuthi i-delivery ifike, angazi ukuthi ngi-ode malini", fit.STOCK),
];
