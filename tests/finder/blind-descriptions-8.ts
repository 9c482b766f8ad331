import * as fit from "./labelled-descriptions";
import { af, en, type LabelledDescription, zu } from "./labelled-descriptions";

// An eighth blind set (7 Dec 2026): written before reading the matcher, by someone who had read only
// what a visitor sees of the ten demo solutions (titles, taglines, descriptions, features,
// challenges, sectors) and none of the other description sets' texts beyond their file headers.
// To be measured once and never tuned on: only its totals are ever reported, its misses are never
// looked at, so they stay an honest estimate of how the finder does on text it has never seen.
export const measuredOnce: LabelledDescription[] = [
  // English, fitting
  en(
    "cant do a weave and answer my phone at the same time. ladies get cross when i only reply at 10pm to say if theres a gap on saturday",
    fit.WHATSAPP,
  ),
  en(
    "Every morning about forty people message to ask if there is still brown bread and when we close. My cashier spends half her shift on her phone instead of the till.",
    fit.WHATSAPP,
  ),
  en(
    "Guests send questions late at night, is there secure parking, is breakfast included. By the time I wake up they've booked the place next door.",
    fit.WHATSAPP,
  ),
  en("same q's all day long... do u deliver to tembisa, how much is a bag of cement", fit.WHATSAPP),
  en(
    "Customers message us on facebook, on whatsapp and by email and honestly half of them never hear back from us",
    fit.WHATSAPP,
    fit.CRM,
  ),
  en(
    "Cubby of my bakkie is stuffed with slips from the builders warehouse and the garage. Bookkeeper moans at me every month.",
    fit.OCR,
  ),
  en(
    "I buy at Makro three times a week for functions and by year end half the invoices are gone. My accountant says I pay too much tax because I can't prove what I spent.",
    fit.OCR,
  ),
  en("4 taxis, 4 drivers giving me crumpled fuel papers. I don't want to type them all in.", fit.OCR),
  en("too many slips, no system", fit.OCR),
  en(
    "Suppliers email their invoices as PDFs and my admin lady types every single one into Pastel by hand",
    fit.OCR,
    fit.AUTOMATION,
  ),
  en(
    "We have space for six more little ones but our Facebook page hasn't had anything new since March. I never know what to write.",
    fit.SOCIAL,
  ),
  en(
    "Would love to show our jams and pies on instagram but everything I write sounds like a notice from the municipality",
    fit.SOCIAL,
  ),
  en("My nephew used to do our page, then he moved to Cape Town. Now it's dead.", fit.SOCIAL),
  en(
    "how do the other cake ladies put something up every day?? i bake till midnight, no energy left to think of what to say",
    fit.SOCIAL,
  ),
  en(
    "We want the residents in the estates to keep seeing our name online but we can't pay a marketing company every month",
    fit.SOCIAL,
  ),
  en(
    "Wedding couples contact me from everywhere and I forget who I promised a quote. Lost two bookings last month like that.",
    fit.CRM,
  ),
  en(
    "parents ask about maths lessons, i say ill phone back, then i forget. names on sticky notes all over the fridge",
    fit.CRM,
  ),
  en(
    "We get maybe sixty requests a week for solar quotes. My two sales guys waste their days on people who are just curious and the serious ones go somewhere else.",
    fit.CRM,
  ),
  en("who do I phone first out of 300 people who asked about our conference venue?", fit.CRM),
  en("Our sales rep resigned and all the client numbers were on his own phone. Never again.", fit.CRM),
  en(
    "month end i run out of mealie meal and airtime, middle of the month shelves are full and i got no money",
    fit.STOCK,
  ),
  en(
    "I sell phone covers on Takealot and on my own website. Always sold out of the ones people want and sitting with boxes of the ones nobody wants.",
    fit.STOCK,
  ),
  en(
    "Every winter the flu catches us out, the cough mixtures are gone in a week and the rep says two weeks to restock",
    fit.STOCK,
  ),
  en(
    "How much paint must I order before December? Last year I overdid it and it's still standing in the storeroom.",
    fit.STOCK,
  ),
  en("braai packs finished before the payday weekend was even over, again", fit.STOCK),
  en(
    "Insurance pays me after 60 days but my guys want wages every Friday. Some months I honestly don't know if I'll make it.",
    fit.CASH,
  ),
  en(
    "big corporate function means i buy everything upfront and they pay in 30 days... eish how do i know if i can take the next one",
    fit.CASH,
  ),
  en("Parents pay late and I only find out when my own debit orders bounce.", fit.CASH),
  en(
    "Can I afford to take on another apprentice in February without going into overdraft? No clue.",
    fit.CASH,
  ),
  en(
    "Winter is dead quiet here and every July I get a fright when the account is empty and SARS wants its money",
    fit.CASH,
  ),
  en(
    "I only know how much money the business really has once a year when the accountant tells me",
    fit.CASH,
    fit.REPORTS,
  ),
  en(
    "Four girls work for me and none of them ever signed anything. What happens if one goes to the CCMA one day?",
    fit.LEGAL,
  ),
  en(
    "Our PSIRA papers and tax clearance keep running out and we only notice when a tender comes back rejected",
    fit.LEGAL,
  ),
  en(
    "i keep the kids names, ID numbers and parents cellphones in a google sheet. somebody said there is a law about that now??",
    fit.LEGAL,
  ),
  en(
    "Supplier will only give me 30 days credit if we sign an agreement, and I have no idea how to write one",
    fit.LEGAL,
  ),
  en("labour inspector came past, says my washers need proper letters of appointment", fit.LEGAL),
  en("New Shoprite opened 2km away and my sales dropped. What should I be charging now?", fit.MARKET),
  en(
    "Thinking of opening a second car wash in Midrand but I don't know if there are enough people with cars in that part",
    fit.MARKET,
  ),
  en(
    "What are people saying about us on google compared to the lodge across the road? We keep losing bookings to them and I don't know why.",
    fit.MARKET,
  ),
  en("are my prices too high for this area? i honestly dont know", fit.MARKET),
  en(
    "Is there even work for newborn shoots in Polokwane or should I switch to corporate headshots?",
    fit.MARKET,
  ),
  en(
    "Two branches, and every Monday I lose the whole morning in Excel trying to see which one actually made money",
    fit.REPORTS,
  ),
  en(
    "The development agency wants figures from us every month and it takes me three days to put them together",
    fit.REPORTS,
  ),
  en(
    "I've got the till system, Sage and the bank app. I just want one page that tells me how the week went.",
    fit.REPORTS,
  ),
  en(
    "Which of our products actually make a profit? Nobody in the factory can tell me without a week of digging.",
    fit.REPORTS,
  ),
  en(
    "We type the same order three times: on the quote, on the job card for the workshop, then again on the invoice",
    fit.AUTOMATION,
  ),
  en(
    "drivers phone me all day to ask where next, customers phone to ask where is my parcel. I'm a switchboard not a manager",
    fit.AUTOMATION,
  ),
  en(
    "When the power goes everything stops, we write orders on paper and then forget to put half of them in the system afterwards",
    fit.AUTOMATION,
  ),
  en("My wife sits every evening turning the plumbers' job sheets into invoices.", fit.AUTOMATION),
  en(
    "Our office lady spends half her day copying stuff from emails into our system. Surely a computer can do that?",
    fit.AUTOMATION,
  ),

  // Afrikaans, fitting
  af(
    "Die foon lui heeldag met mense wat vra of ons Sondae oop is en hoeveel 'n gesigbehandeling kos. Ek kan nie my werk doen nie.",
    fit.WHATSAPP,
  ),
  af("kliente stuur whatsapps laat in die nag oor die spyskaart, ek slaap mos dan", fit.WHATSAPP),
  af(
    "My boekhouer wil al die strokies hê maar die helfte kan jy nie meer lees nie, en ek tik elke maand alles self in",
    fit.OCR,
  ),
  af(
    "Hoe hou ek my uitgawes bymekaar vir die BTW sonder dat die kwitansies oral in die bakkie rondlê?",
    fit.OCR,
  ),
  af("Ons plaasstalletjie het 'n Facebook-blad maar ek weet nooit wat om daarop te sit nie", fit.SOCIAL),
  af(
    "Mense vra vir kwotasies vir draadheinings en dan vergeet ek om terug te bel. Teen die tyd het iemand anders die werk.",
    fit.CRM,
  ),
  af("Ons raak elke maandeinde uit brood en melk, en ander goed lê op die rak tot dit verval", fit.STOCK),
  af(
    "Die boere betaal my eers na die oes maar my werkers wil elke week geld hê. Ek weet nooit of daar genoeg in die bank gaan wees nie.",
    fit.CASH,
  ),
  af("Iemand het gesê ek moet iets hê vir die nuwe privaatheidswet by my praktyk. Waar begin ek?", fit.LEGAL),
  af(
    "my werkers het nie kontrakte nie en die dranklisensie verval binnekort, ek hou nie meer tred nie",
    fit.LEGAL,
  ),
  af(
    "Daar het nou 'n tweede koffiewinkel in die dorp oopgemaak. Moet ek my pryse verlaag of nie?",
    fit.MARKET,
  ),
  af(
    "Die bank wil elke kwartaal syfers sien en ek sukkel elke keer om dit uit Pastel en die kasregister bymekaar te kry",
    fit.REPORTS,
  ),
  af(
    "Ons tik elke bestelling oor van die e-pos na die faktuur, en as die krag af is staan alles stil",
    fit.AUTOMATION,
  ),
  af(
    "ek het geen idee waar my geld heen gaan nie, die syfers maak vir my geen sin nie",
    fit.CASH,
    fit.REPORTS,
  ),

  // isiZulu (with English), fitting
  zu(
    "Sawubona, abantu bangibhalela ku-WhatsApp ebusuku bebuza ama-price, angikwazi ukuphendula bonke. Ngidinga into ezobaphendula mina ngilele",
    fit.WHATSAPP,
  ),
  zu(
    "ama-customer ami abuza into efanayo everyday, sivula nini, niyadeliva yini eUmlazi. kuyangikhathaza",
    fit.WHATSAPP,
  ),
  zu("ama-slip ami e-garage ayalahleka, i-accountant ithi angeke ngi-claime i-VAT uma ngingenawo", fit.OCR),
  zu(
    "Ngifuna abantu baseSoweto bazi nge-business yami ku-Facebook nase-status kodwa angazi ukuthi ngibhale ini",
    fit.SOCIAL,
  ),
  zu(
    "angazi ukuthi kungani abantu beya ku-salon elandelayo kunokuza kimi, futhi ama-post ethu akekho owabonayo",
    fit.MARKET,
    fit.SOCIAL,
  ),
  zu(
    "abantu bacela ama-quote okwakha, ngibhala izinombolo zabo ephepheni bese iphepha liyalahleka. ngilahlekelwa ama-job",
    fit.CRM,
  ),
  zu(
    "e-spaza yami amaqanda nesinkwa kuyaphela ngo-month end, kodwa ezinye izinto zihlala nje eshalofini",
    fit.STOCK,
  ),
  zu("ngithengisa izicathulo online, angazi ngi-ode amangaki ngaphambi kuka-December", fit.STOCK),
  zu(
    "imali iphela ngaphambi kokuthi ama-client angikhokhele. ngifuna ukubona kusenesikhathi uma inyanga izoba nzima",
    fit.CASH,
  ),
  zu(
    "i-tax clearance ne-BEE affidavit yami ziyaphelelwa isikhathi ngingazi, bese ngilahlekelwa ama-tender",
    fit.LEGAL,
  ),
  zu("abasebenzi bami abanawo ama-contract, ngiyesaba uma kuvela inkinga", fit.LEGAL),
  zu(
    "ngifuna ukuvula i-car wash eSoweto kodwa angazi ukuthi iyiphi indawo enabantu abanezimoto eziningi",
    fit.MARKET,
  ),
  zu(
    "nginama-shop amabili, angazi ukuthi iyiphi eyenza imali ngoba ama-numbers asezindaweni ezahlukene",
    fit.REPORTS,
  ),
  zu(
    "ngibhala i-quote, ngiphinde ngibhale i-invoice, ngiphinde ngi-WhatsApp-e i-customer ukuthi i-order ikuphi. yonke into ngesandla, ngiyakhathala",
    fit.AUTOMATION,
  ),

  // No demo solution fits
  en("geyser burst and flooded the salon, need a plumber TODAY please"),
  en(
    "Need about R80k to buy a second bakkie for deliveries. Who lends to small businesses without a big deposit?",
  ),
  en(
    "A customer is suing me over a wedding cake and I got a summons. I need someone to stand for me in court.",
  ),
  en("spaza too small, where can i rent a bigger shop in tembisa"),
  en(
    "looking for someone who sells frozen chicken at wholesale prices in Maritzburg, my stock supplier closed",
  ),
  en(
    "Somebody took over my WhatsApp number and is messaging my customers asking them to send money. How do I get it back?",
  ),
  en("card machine keeps declining customers' cards and the bank just keeps me on hold"),
  en("need a signwriter for the shopfront and 500 printed flyers by next week"),
  af("Ek soek iemand om ons koelkamer te kom regmaak, die vleis gaan sleg"),
  af("Weet iemand van 'n goeie kelner vir die Desembervakansie? Ons is kort van mense."),
  af("Die bank wil nie vir my 'n oortrokke fasiliteit gee nie. Waar kry 'n klein besigheid kapitaal?"),
  zu("ngidinga i-generator, i-load shedding iyabulala i-business yami"),
  zu("i-landlord ifuna ukungixosha esitolo, ngidinga ummeli ngokushesha"),
  zu("imoto yami yokudiliva ifile, ngicela ningitshele ngo-mechanic othembekile eSoweto"),
];
