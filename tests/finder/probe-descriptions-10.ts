import * as fit from "./labelled-descriptions";
import { af, en, type LabelledDescription, zu } from "./labelled-descriptions";

// Ninth-round probes (7 Dec 2026, decision 0093): for each kind of phrasing behind the fourth and
// eighth blind sets' misses, two or three other descriptions of the same situation in other
// words, written to check that the round's changes read the kind and not only the one text.
// Labelled from what a visitor sees of the ten demo solutions; the last ones fit nothing.
export const probes: LabelledDescription[] = [
  // An undertaker's or a venue's own trade sets the scene; it is no family matter nor a venue to hire.
  en(
    "we are a family funeral home in Mthatha and a national chain opened opposite, cheaper on every coffin. how do we keep families choosing us",
    fit.MARKET,
  ),
  en(
    "undertaker in Pietermaritzburg. the bigger funeral services groups undercut our burial packages, what are they charging",
    fit.MARKET,
  ),
  zu("ngine-funeral home, abantu bayangifonela ebusuku bebuza ama-price wama-coffin", fit.WHATSAPP),
  en(
    "we rent out our wedding venue on weekends and I have 150 couples who enquired this year, which of them are worth calling first?",
    fit.CRM,
  ),
  // Phoning in isiZulu.
  zu("amakhasimende ayafona njalo ebuza ukuthi sivula nini, angikwazi ukuphendula wonke", fit.WHATSAPP),
  // A quiet trade and not knowing why, in Afrikaans and isiZulu.
  af(
    "dit is baie stil in die salon vandeesmaand en ek weet nie waarom nie",
    fit.MARKET,
    fit.REPORTS,
    fit.SOCIAL,
  ),
  af("die winkel is stiller as verlede jaar, min kliente kom in", fit.MARKET, fit.REPORTS, fit.SOCIAL),
  zu(
    "ibhizinisi lami lihamba kancane kulezi zinyanga, angazi ukuthi kungani",
    fit.MARKET,
    fit.REPORTS,
    fit.SOCIAL,
  ),
  zu("isitolo sithengisa kancane manje, angazi kwenzenjani", fit.MARKET, fit.REPORTS, fit.SOCIAL),
  // Statements the bank wants for a loan are a report; asking for the loan is not.
  en(
    "the bank wants proper financial statements from my bakery for a loan and I have no idea how to put them together",
    fit.REPORTS,
  ),
  af("die bank soek finansiele state vir n lening en my syfers is oral", fit.REPORTS),
  en("looking for a loan to expand my bakery, which bank is best"),
  en("how do I apply for a loan for a second taxi"),
  // Bookings are a hospitality trade's customers, not its books.
  zu("i-guesthouse yami eThekwini ayaziwa, ngifuna ama-booking amaningi", fit.SOCIAL, fit.MARKET),
  en("our lodge needs more bookings, nobody seems to find us", fit.SOCIAL, fit.MARKET),
  en(
    "bookings are down at our B&B this winter and I cannot work out why",
    fit.MARKET,
    fit.REPORTS,
    fit.SOCIAL,
  ),
  // A baker is no bakkie; "till" before a time is until; putting something up is posting.
  en(
    "I bake wedding cakes from home and by 11 at night I have nothing left in me to put something up on Instagram",
    fit.SOCIAL,
  ),
  en("baking till late every day, so my facebook page just sits there with no posts", fit.SOCIAL),
  en("i want to post every day like the other bakers but i never know what to write", fit.SOCIAL),
  // Which people to phone first.
  en("400 people filled in the form about our open day, who do I call first?", fit.CRM),
  en("out of all these enquiries, which ones should I phone first", fit.CRM),
  // Paying up front and being paid later.
  en(
    "catering jobs mean I pay for all the food upfront and the company pays me in 30 days, not sure I can take on the next one",
    fit.CASH,
  ),
  en("i carry the cost of materials out of my own pocket till the client pays 60 days later", fit.CASH),
  en("should I take the next big order if I have to front the money for stock?", fit.CASH),
  // Whether there is work in a town.
  en("is there even a market for wedding videos in Mahikeng or should I do corporate work", fit.MARKET),
  en("is there enough work for a second tow truck in this area", fit.MARKET),
  en("should I switch to selling braai packs, is there demand for it here", fit.MARKET),
  // The owner as a switchboard between drivers and customers.
  en(
    "I spend the day as a go between, drivers call for the next drop and customers want to know where their parcel is",
    fit.AUTOMATION,
  ),
  en(
    "my whole job is passing messages on between the workshop, the drivers and the customers",
    fit.AUTOMATION,
  ),
  // Copying from one place into the system.
  en(
    "the admin lady copies all the orders from emails into our system by hand, surely a computer can do that",
    fit.AUTOMATION,
  ),
  en("our office manager spends hours copying data from whatsapp into the computer", fit.AUTOMATION),
  en("we copy everything from the job sheets into the system at the end of the day", fit.AUTOMATION),
  // Nothing fits: a bigger shop to rent, someone who sells stock wholesale, an account taken over.
  en("my salon is too small now, where can I rent a bigger place in Soshanguve"),
  af("ek soek n groter winkel om te huur in Bellville"),
  en("need a bigger shop to rent near the taxi rank"),
  en("anyone who sells frozen fish at wholesale prices in East London? my supplier shut down"),
  en("looking for a supplier who sells cheap school stationery in bulk"),
  en("someone hacked my whatsapp and is asking my customers to send money, how do I stop it"),
  en("our facebook page was hacked and they are pretending to be us, how do we get it back"),
  en("somebody took over my whatsapp number, how do i get my number back"),
  // Nothing fits: a loan refused or asked for, and money or quotes for what no solution does.
  en("we pay far too much for insurance on the bakkies"),
  en("the bank turned me down for a loan, where else can I get money"),
  en("I need money for a new oven for the bakery"),
  en("please send me quotes for cctv cameras for my shop"),
  af("ek het aansoek gedoen vir n lening maar die bank wil nie"),
  // Fits: a forecast for the lender.
  en("the bank needs a cash flow forecast from us for the loan", fit.CASH, fit.REPORTS),
  // A second batch, written after the round's first changes and measured before any more: main
  // English 9/9, Afrikaans 1/2, isiZulu 0/2, noMatch 2/5; the first changes 9/9, 2/2, 2/2, 3/5
  // (two accounts taken over still matched); after hacked accounts were read more widely, 4/5.
  en(
    "we do funerals in Umlazi and families keep going to the big group down the road because they advertise on radio and we dont",
    fit.MARKET,
    fit.SOCIAL,
  ),
  zu("ngine-funeral parlour, amakhasimende ayafona ebusuku efuna ukwazi amanani", fit.WHATSAPP),
  af("ons is n begrafnisonderneming en die groot kettings vat ons kliente", fit.MARKET),
  af("die kafee is al maande stil, ek verstaan nie hoekom nie", fit.MARKET, fit.REPORTS, fit.SOCIAL),
  zu("abathengi abasezi njengakuqala, angazi ukuthi kwenzenjani", fit.MARKET, fit.REPORTS, fit.SOCIAL),
  en(
    "the lender asked for a proper set of financials before they consider the loan, my books are a mess",
    fit.REPORTS,
    fit.OCR,
  ),
  en(
    "bookings for the guesthouse dried up after december, how do i get the word out",
    fit.SOCIAL,
    fit.MARKET,
  ),
  en("i make cakes all day and at night i am too tired to post anything on facebook", fit.SOCIAL),
  en("250 parents asked about enrolment at our creche, which ones do I call back first", fit.CRM),
  en(
    "big contracts mean I buy materials upfront and wait 60 days for payment, can I afford another one",
    fit.CASH,
  ),
  en("is there enough demand for a mobile car wash in Mthatha or should I open a laundromat", fit.MARKET),
  en(
    "drivers keep calling me for the next address and customers keep calling to ask where their delivery is",
    fit.AUTOMATION,
    fit.WHATSAPP,
  ),
  en("my receptionist retypes every booking from email into the diary system", fit.AUTOMATION),
  en("where can I rent a bigger workshop in Germiston"),
  en("anyone know someone who sells second hand fridges at wholesale prices"),
  en("my instagram got hacked and they are messaging my followers asking for money"),
  af("iemand het my whatsapp oorgeneem en vra my kliente vir geld"),
  zu("ngifuna isitolo esikhulu ukuqasha eMlazi"),
];
