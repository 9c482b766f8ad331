import * as fit from "./labelled-descriptions";
import { af, en, type LabelledDescription, zu } from "./labelled-descriptions";

// A fourth blind set (7 Dec 2026): written before reading the matcher, by someone who had read only
// what a visitor sees of the ten demo solutions (titles, taglines, descriptions, features,
// challenges, sectors; not their "words customers use") and none of the other description sets.
// It is measure-only: never tuned on, and its misses are never looked at; only its totals are ever
// reported, so they stay an honest estimate for the hidden set.
export const measured: LabelledDescription[] = [
  en(
    "eish clients whatsapp me at 11 at night asking if the salon is open tmrw and how much for braids, i reply now now but by then they booked somewhere else",
    fit.WHATSAPP,
  ),
  en(
    "I own 3 taxis and the drivers give me the fuel slips in a crumpled pile, half go missing and my accountant moans every year end about SARS",
    fit.OCR,
  ),
  en("business is slow and i dont know why", fit.MARKET, fit.REPORTS, fit.SOCIAL),
  en("car wash in soweto, nobody knows we exist, need more cars coming thru", fit.SOCIAL, fit.MARKET),
  en(
    "panel beater here. we write quotes by hand then retype them for the job card and again for the invoice, and when loadshedding hits the bakkie waits hours for the delivery note",
    fit.AUTOMATION,
  ),
  en("spaza keeps running out of bread n airtime at month end but the chips just sit there", fit.STOCK),
  en(
    "So I run a small guesthouse outside Clarens, 6 rooms, and honestly the enquiries come from everywhere, booking emails, whatsapp, facebook messages, people phoning, and I write them on whatever paper is lying around and then I forget who I promised to call back and by the time I do they've booked somewhere else. My sister says I need a system but I'm not a computer person",
    fit.CRM,
    fit.WHATSAPP,
  ),
  en(
    "dental practice needs a proper popia notice for patient records and a contract for the new receptionist",
    fit.LEGAL,
  ),
  en("creche parents pay the fees late every month and then i struggle to pay the teachers", fit.CASH),
  en(
    "tutoring business is lekker busy but I spend every Sunday night in spreadsheets trying to see which subjects and tutors actually make money",
    fit.REPORTS,
  ),
  en("catering co, no time to post on insta and fb, our pages look dead", fit.SOCIAL),
  en(
    "funeral parlour. the big franchise down the road undercuts us on every package, how do we compete",
    fit.MARKET,
  ),
  en(
    "security company with 40 guards, our PSIRA certificates and tax clearance keep expiring and we almost lost a contract",
    fit.LEGAL,
  ),
  en(
    "boutique owner, ppl DM and whatsapp all day asking price size do u have in stock, i miss half and lose sales",
    fit.WHATSAPP,
  ),
  en(
    "hardware store, money is always tight in january and i never see it coming, also too much stock sitting in the back",
    fit.CASH,
    fit.STOCK,
  ),
  en(
    "pharmacy: want to know which lines are slow movers before they expire, and a weekly sales summary in my inbox",
    fit.STOCK,
    fit.REPORTS,
  ),
  en(
    "small accounting practice, clients dump carrier bags of till slips on us in feb, capturing takes the juniors weeks",
    fit.OCR,
  ),
  en(
    "estate agent, loads of leads from show days and property24 but i waste my time on tyre kickers, who must i phone first",
    fit.CRM,
  ),
  en(
    "gym owner - members msg constantly about class times, and i want to see how my prices compare to the big gyms",
    fit.WHATSAPP,
    fit.MARKET,
  ),
  en("photographer, clients pay late", fit.CASH),

  af("kliente whatsapp my heelnag oor pryse en of ons oop is, ek kan nie byhou nie", fit.WHATSAPP),
  af("ek verloor altyd die petrol slips en die boekhouer se SARS gaan bewys wil he", fit.OCR),
  af(
    "ons ouens op die plaas koop diesel en kunsmis en niemand hou die kwitansies nie, btw eis is n gemors",
    fit.OCR,
  ),
  af("die besigheid is stil die jaar, ek wiet nie hoekom nie", fit.MARKET, fit.REPORTS, fit.SOCIAL),
  af(
    "ek het geen idee wat om op facebook te sit vir my haarsalon nie, niemand like ons posts nie",
    fit.SOCIAL,
  ),
  af("die geld is altyd op voor die einde van die maand, sukkel om die werkers te betaal", fit.CASH),
  af(
    "gastehuis: mense stuur navrae op whatsapp en epos en ek vergeet om terug te bel, so ons verloor besprekings",
    fit.CRM,
    fit.WHATSAPP,
  ),
  af("hardeware winkel, ons raak gedurig uit sement en verf maar ander goed le maande op die rak", fit.STOCK),
  af(
    "ons tik die kwotasie oor, dan die fakture, dan die afleweringsnota, alles met die hand. soveel tyd gemors",
    fit.AUTOMATION,
  ),
  af(
    "ek het kontrakte nodig vir my werkers en al die popia goed, kan nie n prokureur bekostig nie",
    fit.LEGAL,
  ),
  af(
    "Ek se jou, die ouens by die groot winkels is goedkoper as my, ek wiet nie hoe om te kompeteer nie",
    fit.MARKET,
  ),
  af("my verkope en uitgawes is oral in excel, ek wil net elke week n eenvoudige verslag kry", fit.REPORTS),
  af("tandarts praktyk, pasiente betaal laat en ek moet hulle heeltyd herinner", fit.CASH),
  af("eiendomsagent, baie leads maar ek weet nie wie regtig wil koop nie", fit.CRM),
  af(
    "bakkery, ek weet nooit hoeveel brood om te bak vir die naweek nie, of ek gooi weg of dit raak op",
    fit.STOCK,
  ),
  af(
    "klerewinkel. mense vra op insta en whatsapp oor sizes en pryse, en ek moet ook meer posts maak maar het nie tyd nie",
    fit.WHATSAPP,
    fit.SOCIAL,
  ),
  af(
    "creche: ons lisensies en belastingklaring moet hernu word en ons vergeet altyd tot dit te laat is",
    fit.LEGAL,
  ),
  af(
    "my panelklopper werkswinkel mors ure op papierwerk, die job cards raak weg tussen die werkswinkel en die kantoor",
    fit.AUTOMATION,
  ),
  af(
    "gym eienaar, die bank wil finansiele state en n besigheidsverslag he vir n lening en ek sukkel om dit bymekaar te kry",
    fit.REPORTS,
  ),
  af(
    "ek moet my cashflow beter manage, die invoices word laat betaal en ek weet nie of ek volgende maand gaan oorleef nie",
    fit.CASH,
  ),

  zu("ama-customer ayangi-WhatsApp ebusuku ebuza ama-price, angikwazi ukuphendula wonke", fit.WHATSAPP),
  zu("ngidinga into ezongisiza nge-receipts zami, i-SARS ifuna ama-slip futhi ngiyawalahla", fit.OCR),
  zu(
    "ama-order ami ayangiphazamisa, ngibhala i-quote bese ngiphinda ngibhale i-invoice ngesandla",
    fit.AUTOMATION,
  ),
  zu("i-spaza yami iphelelwa yi-stock njalo ngo-month end, kodwa ezinye izinto azithengeki", fit.STOCK),
  zu("imali iyaphela ngaphambi kokuthi ngikhokhele abasebenzi bami", fit.CASH),
  zu("business ihamba kancane angazi ukuthi kwenzenjani", fit.MARKET, fit.REPORTS, fit.SOCIAL),
  zu(
    "ngifuna ukukhangisa i-salon yami ku-Facebook naku-Instagram kodwa angazi ukuthi ngi-poste ini",
    fit.SOCIAL,
  ),
  zu("ama-permit ama-taxi ami azophelelwa isikhathi futhi ne-tax clearance, ngihlala ngikhohlwa", fit.LEGAL),
  zu(
    "ama-lead ami ayalahleka, abantu babuza ngo-WhatsApp bese ngikhohlwa ukubashayela",
    fit.CRM,
    fit.WHATSAPP,
  ),
  zu("ngine-car wash, ngifuna ukwazi ukuthi abanye e-kasi bashaja malini", fit.MARKET),
  zu("ama-numbers ami asakazekile ku-Excel naku-till, ngifuna i-report njalo ngeviki", fit.REPORTS),
  zu("ngiyi-caterer, ama-client awangikhokheli ngesikhathi, imali ayingeni", fit.CASH),
  zu("i-security company yami idinga ama-contract abasebenzi ne-POPIA policy", fit.LEGAL),
  zu("i-funeral parlour yami, abantu bayafona ebusuku befuna ukwazi ama-price ama-package", fit.WHATSAPP),
  zu(
    "ngithengisa izimpahla online, angazi ukuthi yimaphi ama-item azothengeka kakhulu ngo-December",
    fit.STOCK,
  ),
  zu("ama-invoice e-supplier ayalahleka, i-VAT return iba yinkinga enkulu", fit.OCR),
  zu("ngiyi-tutor, angazi noma ngenza i-profit noma cha, izibalo zami zixakile", fit.REPORTS, fit.CASH),
  zu("abantu abayazi i-B&B yami eThekwini, ngidinga ama-booking amaningi", fit.SOCIAL, fit.MARKET),
  zu(
    "i-load shedding iyasibulala, ama-job card ayalahleka futhi ama-customer afuna ukwazi ukuthi i-order yabo ikuphi",
    fit.AUTOMATION,
  ),
  zu("i-hardware yami ine-stock eningi engathengiswa, imali ibambekile eshalofini", fit.STOCK, fit.CASH),

  en("need a plumber asap, geyser burst in the salon"),
  en("my bakkie wont start, need a mechanic now now"),
  af("ek soek n lening om n tweede taxi te koop"),
  zu("ngidinga ummeli, kukhona umuntu ongimangalelayo enkantolo"),
  en("how do i get building plans approved by the municipality for an extension on the shop"),
  en("looking for a cleaner for the office twice a week"),
  af("ek wil n domein naam koop en my webwerf laat host, wie kan help?"),
  en("fridge in the tuckshop broke, need a new one cheap"),
  zu("ngifuna umuntu ozopenda isitolo sami"),
  af("waar koop ek goedkoop plastiek bakkies vir my kos"),
];
