import * as fit from "./labelled-descriptions";
import { af, en, type LabelledDescription, zu } from "./labelled-descriptions";

// The ninth blind set, written 7 Dec 2026 from the visitor-facing catalogue only (titles,
// taglines, descriptions, features, challenges, sectors), before reading the matcher and without
// seeing the other description sets' texts. It is to be measured once, after the seventh tuning
// round, and never tuned on: only its totals are reported and its misses are not looked at, so
// they stay an honest estimate of how the finder does on text it has never seen.
export const measuredOnce: LabelledDescription[] = [
  // English, fitting
  en(
    "Good day. My wife and I run a guest house of six rooms in Clarens; we are both in our late sixties. Guests send messages at all hours to ask whether a room is free on a certain weekend, whether breakfast is included and whether we allow dogs. By the time I read them in the morning many have booked elsewhere. Could something reply on our behalf and leave the unusual ones for me? Kind regards, Hennie",
    fit.WHATSAPP,
  ),
  en(
    "yoh my gym inbox is chaos bru, every 2nd person asking hw much is membership, r u open sundays, is there a lady trainer. same thing every day and im on the floor training ppl, cant be on my phone",
    fit.WHATSAPP,
  ),
  en(
    "Customers message the workshop number asking if we have 195/65 R15 and what it costs fitted and balanced. My guys are under cars the whole day so nobody answers till evening and by then they've gone to the place across the road.",
    fit.WHATSAPP,
  ),
  en(
    "We are a small family funeral parlour, four of us. Families text and email in the middle of the night wanting to know what our packages cost, if we transport to the Eastern Cape and which papers they must bring. Someone must always be awake to answer and we are exhausted.",
    fit.WHATSAPP,
  ),
  en(
    "Our receptionist spends her whole morning answering the same emails and whatsapps - do you take Discovery, how much is a cleaning, are you open Saturdays - while the patients standing at the front desk wait.",
    fit.WHATSAPP,
  ),
  en(
    "I'm a one-woman bookkeeping practice. Clients hand me plastic bags of slips every month end, half of them you can't even read anymore, and I sit typing each one into Xero by hand. I just want to photograph them and be done.",
    fit.OCR,
  ),
  en(
    "parts receipts everywhere, in the bakkie, in my overall pocket, on the bench full of grease. come VAT time my accountant shouts at me bc i cant claim what i cant prove",
    fit.OCR,
  ),
  en(
    "Dear Sir or Madam, every February my husband and I lose two whole weekends sorting through supplier invoices, petrol slips and hardware receipts for our tax return. Some of the older ones have gone completely blank. Surely by now there is a way to keep these on the computer as we go along? Yours faithfully, Mrs D. Pillay",
    fit.OCR,
  ),
  en(
    "Butchery here. Supplier invoices come with the meat deliveries on paper and get pushed onto a spike next to the till. Nobody captures them until month end and then the VAT doesn't add up. Want them in the books the day they arrive.",
    fit.OCR,
  ),
  en(
    "the SARS audit last year nearly finished me, had to dig up 2 years of expense slips from boxes in the garage. never again. I need every slip kept somewhere I can actually search.",
    fit.OCR,
  ),
  en(
    "my boutique insta is so dead 😭 last post was august. i get new pieces in every week but by the time i think what to write its closing time. need smth that helps me write captions that actually sound like me",
    fit.SOCIAL,
  ),
  en(
    "I am not a computer person. My daughter made a Facebook page for our home industry shop but she emigrated to Perth and nobody has put anything on it since. I would like to tell people about our Christmas cakes and koeksisters but I do not know what to write or how often.",
    fit.SOCIAL,
  ),
  en(
    "payday weekend is my busiest at the tuckshop and I want to put my specials on my status and facebook before, but I never know what to say and then I forget to do it at all",
    fit.SOCIAL,
  ),
  en(
    "Nail tech here. The other salons put up before-and-after pics every day with nice words and hashtags and they're fully booked. My work is good but I'm honestly terrible at writing posts and can't pay a marketing person.",
    fit.SOCIAL,
  ),
  en(
    "We hire out marquees, chairs and decor for weddings. Wedding season starts in September and this year I want the whole season's posts planned ahead instead of panicking every Sunday night about what to put on Facebook and Instagram.",
    fit.SOCIAL,
  ),
  en(
    "We quote on guarding for complexes and businesses. Enquiries arrive by email, phone, our website and referrals and get written in three different diaries. Last month we found a shopping centre that asked for a quote three weeks ago and nobody ever phoned them back.",
    fit.CRM,
  ),
  en(
    "I get maybe 40 requests a week for solar quotes but most are just shopping around. I waste days driving out to people who were never going to buy. I want to know which ones are serious so I visit them first.",
    fit.CRM,
  ),
  en(
    "Good afternoon. Our accounting practice has grown through referrals over 22 years, and we keep the details of prospective clients on cards and in Outlook. I am concerned that people who enquire about our services are not contacted again, and also that we may not be keeping their personal information the way the law now requires.",
    fit.CRM,
    fit.LEGAL,
  ),
  en(
    "parents msg me nov/dec asking about a seat in the taxi for next yr for their kids, i say ill get back to them and then i forget. by jan my taxi is half empty and they went with another driver",
    fit.CRM,
  ),
  en(
    "People walk into the showroom, leave their number for a kitchen quote and my sales guy says he'll phone them. I have no idea who he called, who's actually keen or who bought somewhere else. I want one list and to know who to chase first.",
    fit.CRM,
  ),
  en(
    "run a small sneaker shop on shopify. sizes 8 n 9 sell out like 2 days after payday then i have size 12s sitting for months. never know how many to order from my guy",
    fit.STOCK,
  ),
  en(
    "Every month end the bread, airtime and cooldrinks are finished by Saturday lunch and people go to the spaza down the road. Then in the middle of the month I have too much and the bread goes stale.",
    fit.STOCK,
  ),
  en(
    "Our hardware store has been in the family since 1978 and we still order by feel, as my father did. This winter we ran out of gas heaters in the very first cold week, yet there is paint in the storeroom from two years ago. I wonder whether there is a more reliable way to decide what to order and how much.",
    fit.STOCK,
  ),
  en(
    "butchery. december we never have enough braai packs and wors by the 24th, january we're throwing meat away. supplier wants 5 days notice. i need to know ahead what to order",
    fit.STOCK,
  ),
  en(
    "I sell phone covers on Takealot and on my own site. The stock comes from China and takes six weeks by sea, so if I guess wrong I'm either sitting with thousands of rand in boxes or I'm empty for a month.",
    fit.STOCK,
  ),
  en(
    "The big contractors pay us 90 days after we invoice but my guys get paid every Friday. Some months I only know on the Thursday whether I'll make wages. I want to see that coming weeks before it happens.",
    fit.CASH,
  ),
  en(
    "Dear team, I have a small dental practice. Medical aid payments arrive irregularly, and our provisional tax and PAYE always seem to fall in the same month as the equipment repayments. Twice this year I had to use my personal savings to cover the gap. I would appreciate a way of seeing these difficult months in advance.",
    fit.CASH,
  ),
  en(
    "bro the business makes money on paper but the account is on zero by the 20th every month. then the SARS payment lands and im stuck. want to know before its gonna be tight not after",
    fit.CASH,
  ),
  en(
    "Schools and the municipality owe us about R180k for printing, some of it over 60 days. I keep forgetting who to remind and the overdraft is maxed.",
    fit.CASH,
  ),
  en(
    "Our game lodge is dead in winter and every year I get caught out paying staff and the bond with nothing coming in. I'd like to plan for the quiet months properly instead of scrambling in June.",
    fit.CASH,
  ),
  en(
    "PSIRA registration for the company and for some of the guards runs out at different times and I only find out when a client asks for the certificate. Also my guards have no proper written contracts, just a WhatsApp message.",
    fit.LEGAL,
  ),
  en(
    "Good day. We are an undertaker in KwaMashu. A large burial society we work with has asked us for a privacy policy and proof that we protect their members' information. We have never had such a document, and we cannot afford an attorney for this.",
    fit.LEGAL,
  ),
  en(
    "hired my first 2 trainers, they started already, no contract no nothing. my cuz says if something goes wrong the CCMA will eat me alive. need proper papers for them asap",
    fit.LEGAL,
  ),
  en(
    "My operating licence, the roadworthies for the kombis and my tax clearance all expire on different dates. Last year the school suspended my contract for two weeks because one of them had lapsed and I didn't notice.",
    fit.LEGAL,
  ),
  en(
    "A big retailer wants to stock our jams but they sent a 20-page supplier agreement and want our BEE affidavit. I don't understand half of the agreement and I don't have the affidavit.",
    fit.LEGAL,
  ),
  en(
    "thinking of opening a 2nd car wash in Soshanguve but idk if there's enough ppl with cars in that block or how many washes are already there. not tryna waste my savings on a guess",
    fit.MARKET,
  ),
  en(
    "A big tyre chain opened 500m from us and customers keep telling me they're cheaper. I'd like to know what they actually charge on the sizes we sell most, and what people say online about them compared to us.",
    fit.MARKET,
  ),
  en(
    "Good morning. I have owned a butchery in Rustenburg for fifteen years. In the last two years our customers have changed and many now go to the new mall. I do not understand what people in the area want today, or whether I should change my prices or what I sell. I would value some honest information about our town.",
    fit.MARKET,
  ),
  en(
    "People leave Google reviews about my boutique and about the other two in the mall. I never read them properly. I'd like someone to tell me what customers like about those shops that they don't like about mine.",
    fit.MARKET,
  ),
  en(
    "I want to start selling coffee at my bakery but have no idea if people in this suburb would pay R35 for a cappuccino, or what the places nearby charge.",
    fit.MARKET,
  ),
  en(
    "Dear Sir, I own three small bottle stores. Each manager sends me figures in a different spreadsheet and on Sunday afternoons I sit trying to put them together to see which store did well. I am 64 and my eyes are tired. Could something combine it all and simply tell me in words what happened that week?",
    fit.REPORTS,
  ),
  en(
    "The development agency that gave us our grant wants a pack every quarter with sales, jobs created and expenses. Every quarter it costs me and my partner a full week in Excel.",
    fit.REPORTS,
  ),
  en(
    "i have yoco for sales, sage for the accounts and an excel for costs. i literally cant tell u if i made profit last month without losing a whole day on it",
    fit.REPORTS,
  ),
  en(
    "I've got two panel shops. My question is simple: which one is making me money and which kind of jobs carry the margin. The numbers are in the system somewhere but I can't get them out without the bookkeeper.",
    fit.REPORTS,
  ),
  en(
    "Every Monday I want to know last week's sales, what flour and electricity cost us and whether anything odd happened. Right now I only find out at year end when the accountant does the financials.",
    fit.REPORTS,
  ),
  en(
    "We print signage. The client approves the quote on email, then someone retypes it onto a job sheet, the factory copies it onto the whiteboard, then admin types it all again for the invoice. Mistakes every week and jobs get forgotten.",
    fit.AUTOMATION,
  ),
  en(
    "We make steel gates and burglar bars. When the power goes off our order system and the internet go down, and orders get lost or done twice. When the power's back nobody knows what was already processed.",
    fit.AUTOMATION,
  ),
  en(
    "Good day. Our events hire company has two ladies in the office who spend most of every day copying booking details from emails into the booking book, then onto the drivers' delivery list and then onto the invoice. I feel their time could be better used. Is it possible for these steps to happen by themselves?",
    fit.AUTOMATION,
  ),
  en(
    "Customers keep phoning to ask where their furniture order is: is it made yet, is it on the truck, when will it arrive. My admin lady has to stop everything and walk to the factory floor to check.",
    fit.AUTOMATION,
    fit.WHATSAPP,
  ),
  en(
    "bro we doing like 60 orders a day off IG and the site and copying each one by hand into the courier site and then into the invoice. my hands are tired lol there's gotta be a better way",
    fit.AUTOMATION,
  ),

  // English, no demo solution fits
  en(
    "I need a bookkeeper to come in two days a week and do my books properly. Can you recommend someone in Pretoria East? Budget is around R6000 a month.",
  ),
  en(
    "Good day, I am looking for larger premises for our printing business as our lease ends in March. We need about 300 square metres with three-phase power in Epping or Montague Gardens. Could you assist?",
  ),
  en(
    "need funding to buy a second hearse, the bank declined us twice. who gives loans to small funeral parlours?",
  ),
  en(
    "stage 6 is killing my salon, i need a proper inverter or generator that can run 3 hairdryers at once. what do you recommend?",
  ),
  en(
    "I need two more qualified mechanics who can do diagnostics on German cars and I can't find anyone decent. Where do I get staff like that?",
  ),
  en(
    "my whatsapp business number got banned yesterday and all my customers' chats are on it. how do i get my number back??",
  ),
  en(
    "Customers complain the gym is too hot since the aircon broke. I need someone to quote on new aircons for about 200 square metres.",
  ),
  en(
    "yoh someone reversed into my shop window last night and the insurance is being useless, who do i even call to sort this out",
  ),

  // Afrikaans, fitting
  af(
    "Ons is 'n klein bandediens op Worcester. Mense stuur heeldag WhatsApps om te vra of ons 'n sekere bandgrootte het en wat dit kos, maar ek en my seun lê onder die karre. Teen die tyd dat ons antwoord, is hulle al by die volgende plek.",
    fit.WHATSAPP,
  ),
  af(
    "Goeie dag. Ek en my man bestuur 'n gastehuis in die Karoo. Gaste stuur laat in die aand e-posse en boodskappe oor beskikbaarheid, ontbyt en of honde welkom is. Ons is nie meer so jonk nie en gaan vroeg slaap. Is daar iets wat namens ons kan antwoord?",
    fit.WHATSAPP,
  ),
  af(
    "My man bêre al die kasregisterstrokies in 'n koekblik. Teen Februarie kan jy die helfte nie meer lees nie en die rekenmeester sê ons verloor BTW. Ek wil net 'n foto neem en klaar.",
    fit.OCR,
  ),
  af(
    "Ek is 'n rekenmeester met 'n klein praktyk. Kliënte bring vir my sakke vol strokies wat ek moet intik, en dan vra hulle nog of ek kan sê of daar volgende maand genoeg geld in die bank gaan wees vir SARS.",
    fit.OCR,
    fit.CASH,
  ),
  af(
    "Ek het 'n klein boetiek op Stellenbosch. Ek weet nooit wat om op Instagram en Facebook te sit nie en as ek iets plaas klink dit stokstyf. Ek wil elke week iets hê wat soos ek klink.",
    fit.SOCIAL,
  ),
  af(
    "Ons installeer sonpanele. Daar kom baie navrae in, maar ek weet nie wie regtig gaan koop nie en die goeies raak tussen die ander verlore. Ek wil weet wie om eerste te bel.",
    fit.CRM,
  ),
  af(
    "slaghuis: desember raak ons wors en tjops op, januarie sit ons met te veel vleis in die koelkamer. wil vooruit weet hoeveel om te bestel",
    fit.STOCK,
  ),
  af(
    "Ek verkoop babaklere aanlyn op WooCommerce. Party groottes is altyd uit en ander lê maande op die rak. Die verskaffer vat drie weke om te lewer.",
    fit.STOCK,
  ),
  af(
    "Die munisipaliteit betaal ons eers na drie maande, maar lone moet elke Vrydag uit. Ek wil sien watter week die rekening leeg gaan wees voordat dit gebeur.",
    fit.CASH,
  ),
  af(
    "Ek het drie werkers by die plaasstal en nie een het 'n skriftelike kontrak nie. Ek hoor die arbeidswette is streng, maar ek kan nie vir elke dokument 'n prokureur betaal nie.",
    fit.LEGAL,
  ),
  af(
    "Ons sekuriteitsmaatskappy se PSIRA-registrasies en die belastingsertifikaat verval almal op ander datums en ek vergeet elke keer tot 'n kliënt daarvoor vra.",
    fit.LEGAL,
  ),
  af(
    "Daar gaan 'n Spar oopmaak reg oorkant ons kafee. Ek wil verstaan wat hulle pryse gaan wees en wat die mense in die dorp regtig wil hê, sodat ek nie my klante verloor nie.",
    fit.MARKET,
  ),
  af(
    "Ek het twee bakkerye. Elke bestuurder stuur syfers in 'n ander Excel-lêer. Ek wil net elke Maandag weet wat ons verkoop het, wat dit gekos het en wat verander het.",
    fit.REPORTS,
  ),
  af(
    "By ons skrynwerkery tik iemand die kwotasie oor op die werkstaat, en dan weer oor vir die faktuur. As die krag afgaan raak bestellings weg en niemand weet waar ons was nie.",
    fit.AUTOMATION,
  ),

  // Afrikaans, no demo solution fits
  af(
    "Ons het 'n lening nodig om 'n tweede bakkie vir aflewerings te koop. Die bank wil niks weet nie. Waar kry ek geld?",
  ),
  af(
    "Die geyser in die gastehuis het gebars en die loodgieter kan eers Maandag kom. Kan julle iemand stuur?",
  ),
  af("Ek soek 'n kragopwekker vir die slaghuis se koelkamers, die beurtkrag maak my vleis af."),

  // isiZulu, fitting
  zu(
    "Sawubona. Ngine-salon eMlazi, ama-customer angithumelela ku-WhatsApp ebusuku ebuza ukuthi ibiza malini i-braids nokuthi ngivula nini. Angikwazi ukuphendula wonke umuntu ngoba ngisuke ngisebenza ezinweleni zabantu.",
    fit.WHATSAPP,
  ),
  zu(
    "abantu bayabuza njalo ku-whatsapp ukuthi ngine-gas yini, ngivala nini. ngifuna into ezobaphendula mina ngimatasa esitolo",
    fit.WHATSAPP,
  ),
  zu(
    "Abazali bangithumelela ku-WhatsApp befuna indawo yezingane ku-transport ngonyaka ozayo, futhi babuza imali. Angibaphenduli ngesikhathi futhi ngiyakhohlwa ukuthi ubani obuzile.",
    fit.WHATSAPP,
    fit.CRM,
  ),
  zu(
    "Ama-slip ami e-petrol nawamathuluzi ahlala emotweni, uma kufika isikhathi se-SARS angitholi lutho. Ngifuna ukuwathwebula ngefoni angene ngqo ezincwadini.",
    fit.OCR,
  ),
  zu(
    "Ngine-boutique encane eSoweto. Ngifuna ukuposta ku-Facebook no-Insta njalo kodwa angazi ukuthi ngibhale ini. Abanye bathola ama-customer amaningi ngoba baposta nsuku zonke.",
    fit.SOCIAL,
  ),
  zu(
    "ngibhaka amakhekhe emishado, ngifuna ukukhangisa ku-status yami naku-facebook ngo-december kodwa amagama ayangiphelela",
    fit.SOCIAL,
  ),
  zu(
    "Ngenza ama-renovations. Abantu bangifonela befuna i-quote bese ngikhohlwa ukubashayela futhi. Ngifuna uhlu lwabantu okumele ngibashayele kuqala, labo abazimisele ngempela.",
    fit.CRM,
  ),
  zu(
    "Ngiphethe i-spaza. Ekupheleni kwenyanga isinkwa ne-airtime kuyaphela ngoMgqibelo, maphakathi nenyanga isinkwa siyabola. Angazi ukuthi ngi-oda kangakanani.",
    fit.STOCK,
  ),
  zu(
    "Ngithengisa ama-wig online ku-Shopify. Amanye ama-style aphela masinya amanye ahlala izinyanga. I-supplier yami ithatha amasonto amane ukuthi ilethe.",
    fit.STOCK,
  ),
  zu(
    "Amaklayenti ami akhokha emva kwezinyanga ezimbili kodwa abasebenzi bafuna imali yabo ngoLwesihlanu. Ngifuna ukubona kusengaphambili ukuthi iyiphi inyanga ezoba nzima e-bank.",
    fit.CASH,
  ),
  zu(
    "Ngiqashe abantu abathathu e-car wash kodwa abanawo ama-contract. Ngesaba i-CCMA. Futhi i-company enkulu engisebenzela yona ifuna i-privacy policy.",
    fit.LEGAL,
  ),
  zu(
    "ngifuna ukuvula i-shisanyama eKwaMashu kodwa angazi zingaki eziseduze, zibiza malini, nokuthi abantu bathini ngazo online",
    fit.MARKET,
  ),
  zu(
    "Nginama-taxi amathathu ne-tuckshop. Imali ngiyibhala ku-Excel, kwenye incwadi, nase-bank app. Angikwazi ukubona ukuthi yini engenza inzuzo isonto ngalinye.",
    fit.REPORTS,
  ),
  zu(
    "E-workshop yethu sibhala i-quote, siphinde siyibhale ephepheni lomsebenzi, siphinde siyibhale ku-invoice. Uma kuphume ugesi ama-order ayalahleka.",
    fit.AUTOMATION,
  ),

  // isiZulu, no demo solution fits
  zu(
    "Ngidinga i-loan yokuthenga enye i-kombi ye-school transport kodwa i-bank ithi angifaneleki. Ngingayithola kuphi imali?",
  ),
  zu(
    "Ama-customer amabili angikweleta u-R30 000 futhi sengibakhumbuze kaningi, abafuni nje ukukhokha. Ngidinga umuntu ozoya kubo ayilande leyo mali.",
  ),
  zu("I-fridge enkulu ye-butchery ifile namhlanje ekuseni, ngidinga umuntu ozoyilungisa ngokushesha."),
];
