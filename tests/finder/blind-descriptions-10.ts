import * as fit from "./labelled-descriptions";
import { af, en, type LabelledDescription, zu } from "./labelled-descriptions";

// The tenth blind set (7 Dec 2026): written from the visitor-facing catalogue only (what a visitor
// sees of the ten demo solutions), before reading the matcher and without reading the other
// description sets' texts. New voices: quick lowercase phone searches, "can AI ..." questions,
// frustrations with named everyday tools, franchisees and family businesses, seasonal, rural and
// township trades, and professional practices. Measured once after the ninth tuning round and
// never tuned on: only its totals are reported, its misses are never looked at.
export const measuredOnce: LabelledDescription[] = [
  // English: chat replies
  en("whatsapp msgs all night asking are we open sunday cant keep up", fit.WHATSAPP),
  en(
    "can AI answer my customers on whatsapp when they ask how much a full valet costs and how long the queue is at the car wash",
    fit.WHATSAPP,
  ),
  en(
    "Our optometry practice receptionist spends half the morning answering the same emails and WhatsApps: do you take Discovery, how much is an eye test, are you open on Saturday. Is there something that answers those for us and only gives her the difficult ones?",
    fit.WHATSAPP,
  ),
  en(
    "During Ramadan our bakery gets hundreds of messages asking what time the samoosas will be ready and whether we deliver after iftar. My sons answer them on their phones between serving customers and still miss half.",
    fit.WHATSAPP,
  ),
  en(
    "december holidays the guesthouse email and whatsapp fill up with the same questions, is there parking, are dogs allowed, how far to the beach. by the time i answer they booked somewhere else",
    fit.WHATSAPP,
  ),
  en(
    "people enquire on whatsapp late at night and nobody replies, then in the morning we've forgotten who we still need to phone back",
    fit.WHATSAPP,
    fit.CRM,
  ),

  // English: slips and invoices into the books
  en("is there an app where i take a pic of the slip and it gets captured in sage", fit.OCR),
  en(
    "The feed store still runs on paper. Every supplier invoice goes into a drawer and before the VAT return my wife and I spend two weekends typing them into Pastel. Half of them are unreadable by then.",
    fit.OCR,
  ),
  en(
    "Sole architect here. I pay for printing, fuel and parking all month and the slips live in the cubbyhole of my car. My bookkeeper nags me for them every two months and I always lose a few.",
    fit.OCR,
  ),
  en(
    "can AI read supplier invoices from a photo and pull out the amount and vat so i stop typing them into excel",
    fit.OCR,
  ),
  en(
    "Our cleaning company buys chemicals and mops from five suppliers and my supervisors send photos of the slips to my WhatsApp. Then I must dig them out and capture them. A friend was audited by SARS last year and I'm worried I can't prove half my expenses.",
    fit.OCR,
  ),

  // English: posts
  en("dont know what to post on insta for my nail bar every day", fit.SOCIAL),
  en(
    "Everyone says my hair salon should be on TikTok and Facebook but I'm doing braids from seven till seven. I have no time or ideas for captions. Can AI write the posts and let me check them first?",
    fit.SOCIAL,
  ),
  en(
    "Back-to-school is the biggest month for our stationery shop and I want something on Facebook every day in January, but all I ever manage to write is 'we have stock'.",
    fit.SOCIAL,
  ),
  en(
    "shisanyama owner want people to see our weekend specials on facebook and my whatsapp status but my posts are boring and i forget to do them",
    fit.SOCIAL,
  ),
  en(
    "I own a coffee franchise. Head office does the national adverts but our local Instagram page is dead. I need help writing local posts every week in the way we talk to our regulars, not in head office's corporate tone.",
    fit.SOCIAL,
  ),

  // English: enquiries and follow-ups
  en(
    "Recruitment agency: companies email, phone and WhatsApp us about vacancies and we lose track of which ones we promised to call back. We need every enquiry in one place and some idea which ones are worth chasing first.",
    fit.CRM,
  ),
  en(
    "Attorney's office. New client enquiries come through the website form, the phone and referrals, and the ones that slip through are the ones that cost us. Is there software that keeps them together and says who to follow up today?",
    fit.CRM,
  ),
  en(
    "we send about 40 solar quotes a month and maybe 5 sign. which of the others should my salesman phone? no idea, its all in his head and his notebook",
    fit.CRM,
  ),
  en(
    "IT support business. I get enquiries from Facebook and word of mouth but I never know which ones will actually sign a monthly contract, so I waste hours on people who were only shopping around.",
    fit.CRM,
  ),

  // English: stock
  en("spaza always out of bread and milk at month end", fit.STOCK),
  en(
    "Every Christmas I either sell out of the gift hampers by the 15th or I'm stuck with boxes of them in January. How do I know in October how many to order from my supplier?",
    fit.STOCK,
  ),
  en(
    "My Shopify shop sells baby clothes that I import with an eight-week wait. I keep guessing how many of each size to order and I keep guessing wrong.",
    fit.STOCK,
  ),
  en(
    "fruit and veg shop too much goes rotten in the week and then on payday weekend we run out of potatoes and tomatoes",
    fit.STOCK,
  ),
  en(
    "can AI tell me what to reorder for my hardware store before the builders' holiday? I keep the stock on an Excel sheet",
    fit.STOCK,
  ),

  // English: money in the bank ahead
  en("never know if there will be money for salaries on the 25th", fit.CASH),
  en(
    "Our vet practice is busy and profitable on paper, but twice this year I had to dip into my own savings to pay the nurses because clients on account pay late. I want to see the crunch coming weeks before it happens.",
    fit.CASH,
  ),
  en(
    "I have an Excel sheet that tries to show what will be in the bank for the next few months but it breaks every time I add a row. Is there something that works it out from the bank statements and warns me which months we'll come up short?",
    fit.CASH,
  ),
  en(
    "We run tours on the Garden Route. All our money comes in over December and January and then we must survive the winter. I need to plan how the money will last and when provisional tax hits.",
    fit.CASH,
  ),
  en(
    "Family building contractor. The big clients pay after 90 days and I'm always scrambling for wages and VAT. I'd like something that nudges the people who owe us and shows when we're going to run dry.",
    fit.CASH,
  ),

  // English: contracts, policies and renewals
  en("need an employment contract for my first staff member", fit.LEGAL),
  en(
    "Cleaning company with 30 staff and no proper contracts or disciplinary policy. The CCMA case last year gave me a fright and I can't afford a labour lawyer for every document.",
    fit.LEGAL,
  ),
  en(
    "I'm an optometrist and keep patient records. Someone told me I need a privacy notice and an information officer under POPIA. I don't know where to start and the lawyers charge per page.",
    fit.LEGAL,
  ),
  en(
    "is there software that reminds me when my liquor licence and tax clearance expire? last time i only noticed when the tender got rejected",
    fit.LEGAL,
  ),
  en(
    "Guesthouse owner. I need proper agreements with the laundry service and the cleaners, who are contractors and not employees. Can AI draft those so I'm not paying R3,000 an hour?",
    fit.LEGAL,
  ),

  // English: the area and the shops around me
  en(
    "thinking of opening a second car wash in another township how do i know if theres enough demand",
    fit.MARKET,
  ),
  en(
    "Our Google reviews have dropped to 3.8 stars and the restaurant across the street sits at 4.6. I want to know what people complain about, at ours and at theirs, and how our menu prices compare.",
    fit.MARKET,
  ),
  en(
    "spaza shop, the new shop two streets away is undercutting me on bread, airtime and paraffin. i need to know their prices and what people in the area actually want to buy",
    fit.MARKET,
  ),
  en(
    "I run a small gym and a big chain just opened in the mall nearby. I need to understand who lives around here and what they're looking for, so I can compete on something other than price.",
    fit.MARKET,
  ),
  en(
    "I'd like to know what people in my town are searching for and which of my specials beat the other bottle stores, then turn that into Instagram posts",
    fit.MARKET,
    fit.SOCIAL,
  ),

  // English: pulling the numbers together
  en(
    "I own three branches of a pizza franchise. Every Monday I spend the morning pulling takings from the tills and expenses from Sage into a spreadsheet to see which store is doing well. I want that done for me, with a short explanation.",
    fit.REPORTS,
  ),
  en(
    "Our development funder wants quarterly packs with charts on sales and jobs created. I'm a baker, not an accountant, and it takes me a full week every time.",
    fit.REPORTS,
  ),
  en(
    "can AI tell me in normal words why my margin dropped in october, using my pastel and till numbers",
    fit.REPORTS,
  ),
  en(
    "Two-partner architecture practice. We never see which projects actually made money against the hours spent, because it's split between timesheets and Xero. A plain-language weekly overview would help.",
    fit.REPORTS,
  ),
  en(
    "I want a Monday summary of how last week's sales and costs went, and a warning if the next couple of months are going to leave us short of cash",
    fit.REPORTS,
    fit.CASH,
  ),

  // English: retyping and paperwork between steps
  en("retyping orders from whatsapp into invoices takes me hours every day", fit.AUTOMATION),
  en(
    "We make burglar bars and gates. An order goes from a quote in Excel to a work order on the whiteboard to an invoice in Pastel, and every step is retyped by hand. There are mistakes every week.",
    fit.AUTOMATION,
  ),
  en(
    "Every time load-shedding hits, our ordering stops dead and we lose track of which deliveries went out. I need something that carries on and catches up by itself when the power comes back.",
    fit.AUTOMATION,
  ),
  en(
    "print shop: customer says yes to the quote by email, then we write the work sheet, then the delivery slip, then the invoice, all typed separately. and customers keep phoning to ask if their order is ready",
    fit.AUTOMATION,
  ),
  en(
    "is there software that turns an accepted quote into the invoice and messages the customer when their furniture leaves the workshop",
    fit.AUTOMATION,
  ),

  // English: nothing in the catalogue fits
  en("need a card machine that works without signal at the farmers market"),
  en(
    "Can AI help me find a reliable driver for my deliveries? The last two staff I hired didn't last a month.",
  ),
  en(
    "our stokvel wants to buy groceries in bulk for december, where do we find a wholesaler that delivers to ekurhuleni",
  ),
  en("need a loan to buy two more chairs and a dryer for my salon where do i apply"),
  en(
    "Stock keeps disappearing from the storeroom and I think it's staff. I want cameras I can watch on my phone.",
  ),
  en("is there software to design a logo and a signboard for my new car wash"),
  en(
    "My WhatsApp Business number got banned overnight and all my customers use it to reach me. How do I get it back?",
  ),
  en("our website is down because the domain expired, who can fix it and host it cheaply"),

  // Afrikaans
  af(
    "Ons plaasstal kry elke dag WhatsApps oor wanneer die aarbeie ryp is en of ons Sondae oop is. Kan 'n program dit self beantwoord?",
    fit.WHATSAPP,
  ),
  af("tik vinnig: kliente vra heeldag op whatsapp wat kos n was en hoe laat maak julle toe", fit.WHATSAPP),
  af(
    "Ons kry baie navrae op WhatsApp in die aand en niemand antwoord nie. Die volgende oggend weet ons nie wie om eerste te bel nie.",
    fit.WHATSAPP,
    fit.CRM,
  ),
  af(
    "Ek het 'n plastieksak vol strokies van die vulstasie en die koöperasie en my boekhouer wil dit voor die BTW-opgawe hê. Kan ek dit nie net met my foon afneem nie?",
    fit.OCR,
  ),
  af(
    "Ek bak koeke vir Paasfees en wil dit op Facebook en Instagram wys, maar ek weet nooit wat om te skryf nie.",
    fit.SOCIAL,
  ),
  af(
    "Ek verkoop biltong aanlyn en wil gereeld op Instagram en TikTok plaas, met idees vir elke maand, maar ek is 'n slagter, nie 'n skrywer nie.",
    fit.SOCIAL,
  ),
  af(
    "Ons is 'n klein argitekspraktyk en navrae kom deur e-pos, die webwerf en vriende. Ons vergeet wie ons moet terugbel en weet nie watter kliënte ernstig is nie.",
    fit.CRM,
  ),
  af(
    "Skooldrag: elke Januarie raak die klein groottes op en die groot groottes lê tot Junie. Hoe weet ek hoeveel om by die fabriek te bestel?",
    fit.STOCK,
  ),
  af(
    "Ons voerwinkel se boere betaal eers na die oes, en ek weet nooit of daar genoeg in die bank gaan wees vir lone en BTW nie.",
    fit.CASH,
  ),
  af(
    "kan KI my wys hoeveel geld ek oor drie maande in die bank gaan hê? die vakansieseisoen is verby en die winter is lank",
    fit.CASH,
  ),
  af(
    "Ek het 'n haarsalon met vier werknemers en nie een het 'n behoorlike dienskontrak nie. Ek moet glo ook iets oor POPIA doen, maar wat?",
    fit.LEGAL,
  ),
  af(
    "Daar het 'n groot supermark naby ons slaghuis oopgemaak. Ek wil weet hoe hulle pryse met myne vergelyk en wat mense in die dorp eintlik soek.",
    fit.MARKET,
  ),
  af(
    "Ek het drie winkels en die syfers sit in Pastel, die kasregister en Excel. Elke Maandag sukkel ek om 'n prentjie te kry van hoe dit gaan.",
    fit.REPORTS,
  ),
  af(
    "In ons meubelwerkswinkel word elke bestelling drie keer oorgetik: kwotasie, werkstaat, faktuur. En as die krag af is, staan alles.",
    fit.AUTOMATION,
  ),

  // Afrikaans: nothing fits
  af("Ek soek iemand om 'n nuwe koelkamer in my vrugte-en-groentewinkel te installeer."),
  af(
    "Hoe kry ek die lede van ons kerk se WhatsApp-groep om op te hou om advertensies en kettingbriewe te stuur?",
  ),
  af("My werkers vra vir 'n kragopwekker vir beurtkrag. Watter grootte moet ek vir die winkel koop?"),

  // isiZulu-English
  zu(
    "Abantu bangibhalela ku-WhatsApp ebusuku bebuza ama-price ama-hairstyles, angikwazi ukuphendula wonke umuntu while ngi-braida. Ngifuna into ezobaphendula.",
    fit.WHATSAPP,
  ),
  zu("ngifuna into ephendula ama-customers ku-whatsapp uma isitolo sivaliwe", fit.WHATSAPP),
  zu(
    "Ama-slips ami e-supplier ayalahleka. Ngifuna ukuwathatha isithombe ngocingo bese engena ku-books, ngilungele i-SARS.",
    fit.OCR,
  ),
  zu(
    "Ngine-hardware emakhaya, ama-invoice ama-supplier afika ngephepha futhi i-VAT return iyangikhathaza njalo ngezinyanga ezimbili.",
    fit.OCR,
  ),
  zu(
    "Ngi-run i-shisanyama eMlazi, ngifuna ama-posts e-Facebook ne-Instagram for weekend specials kodwa angazi ukuthi ngibhale ini.",
    fit.SOCIAL,
  ),
  zu(
    "Ama-customers amasha ayangishayela, angibhalela ku-Facebook, bese ngikhohlwa ukubalandela. Ngifuna uhlu lwalabo okufanele ngibashayele kuqala.",
    fit.CRM,
  ),
  zu(
    "I-recruitment agency yami ithola ama-enquiries amaningi kodwa asazi ukuthi yiziphi izinkampani ezizosayina ngempela.",
    fit.CRM,
  ),
  zu(
    "Spaza yami iphelelwa ushukela nesinkwa ngo-month end, kodwa ama-chips ahlala eshalofini isikhathi eside. Ngifuna ukwazi ukuthi ngi-oda kangakanani.",
    fit.STOCK,
  ),
  zu(
    "Ngifuna ukwazi ukuthi yini ethengisa kakhulu kuma-branch ami amathathu, futhi ngi-ode kangakanani ngaphambi kokuthi iphele.",
    fit.STOCK,
    fit.REPORTS,
  ),
  zu(
    "Imali ayifiki ngesikhathi, ama-clients akhokha late, bese ngingakwazi ukukhokha abasebenzi. Ngifuna ukubona kusengaphambili ukuthi iyiphi inyanga ezoba nzima.",
    fit.CASH,
  ),
  zu(
    "Ngidinga ama-contract abasebenzi be-cleaning company yami, ne-reminder uma i-tax clearance ne-B-BBEE certificate kuzophelelwa isikhathi.",
    fit.LEGAL,
  ),
  zu(
    "Ngifuna ukuvula enye i-car wash eSoweto. Ngifuna ukwazi ukuthi abanye bakhokhisa malini nokuthi abantu bathini ngabo ku-Google reviews.",
    fit.MARKET,
  ),
  zu(
    "Izinombolo zami zise-Excel, ku-Yoco nase-bank. Ngifuna i-summary njalo ngeviki echaza kalula ukuthi ibhizinisi lihamba kanjani.",
    fit.REPORTS,
  ),
  zu(
    "Ekuseni ngichitha ama-hours ngi-typa ama-orders ukusuka ku-WhatsApp kuya ku-invoice. Ngifuna lokhu kwenzeke ngaphandle kokuthi ngibhale kabusha.",
    fit.AUTOMATION,
  ),

  // isiZulu-English: nothing fits
  zu("Ngidinga i-bakkie yesibili for deliveries ze-feed, ngingayithola kanjani nge-finance?"),
  zu("Abasebenzi bami e-car wash abafiki ngesikhathi, ngifuna i-clock-in machine."),
  zu("Ngifuna ukuvula i-bank account ye-business yami, yimaphi ama-documents engiwadingayo?"),
];
