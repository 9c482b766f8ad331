import * as fit from "./labelled-descriptions";
import { af, en, type LabelledDescription, zu } from "./labelled-descriptions";

// Second noMatch-round probes (7 Dec 2026, decision 0093): for each kind of request behind the
// spent tenth blind set's six noMatch misses, two or three other descriptions of it in other
// words, and fitting descriptions that use the same words in a fitting sense, so that the round's
// changes are not read too broadly. Labelled from what a visitor sees of the ten demo solutions.
export const probes: LabelledDescription[] = [
  // The same words in a fitting sense: asking how to get something a solution does, a group of
  // customers, cameras for sale, a second bakkie's slips, a wholesaler's stock, a bank account running dry.
  en("how do i get my customers to stop asking the same questions on whatsapp every night", fit.WHATSAPP),
  en(
    "our gym's group members keep asking on whatsapp what time the classes start and I cant reply to all",
    fit.WHATSAPP,
  ),
  en("we sell cameras in the shop and never know how many to order before december", fit.STOCK),
  en(
    "our second bakkie does the deliveries and the driver sends me photos of the fuel slips, which I type into sage",
    fit.OCR,
  ),
  en("we are a wholesaler that delivers to spaza shops and I never know which stock to reorder", fit.STOCK),
  zu("imali ye-bank account ye-business iyaphela ngaphambi kokuphela kwenyanga", fit.CASH),

  // Asking how to get back a number or a page that was banned or blocked.
  en("whatsapp blocked my number after i sent a broadcast to my customers, how can i get it unbanned"),
  en("our facebook page got suspended yesterday and the customers cant find us, where do we get help"),
  zu("i-whatsapp yami i-number banned, ngingayithola kanjani futhi?"),
  // Keeping order in a group chat one belongs to.
  en("how do i stop people in our street group from forwarding chain messages all day"),
  af("die lede van die groep stuur heeldag kettingboodskappe, hoe stop ek dit?"),
  zu("amalungu eqembu le-whatsapp athumela izikhangiso njalo, ngingabavimba kanjani?"),
  // Cameras to watch over the shop.
  en("looking to install cameras in the shop so I can see the tills from home"),
  en("someone is stealing from the storeroom at night, I want hidden cameras"),
  af("ek wil kameras in die winkel sit want goed verdwyn"),
  // A vehicle to buy, on finance.
  en("can i get a delivery van on finance if my business is only a year old"),
  af("ek wil n tweede bakkie koop vir aflewerings, hoe kry ek geld daarvoor"),
  zu("sidinga enye i-bakkie yokuletha, singayithola kanjani ngemboleko?"),
  // Opening a bank account, in isiZulu.
  zu("ngifuna ukuvula i-akhawunti yasebhange yebhizinisi lami"),
  zu("sifuna ukuvula i-bank account ye-business, i-FNB noma i-Capitec?"),
  // A wholesaler to find.
  en("where can we find a wholesaler that delivers to our spaza in Soweto"),
  en("looking for a wholesaler for cooldrinks and chips near Polokwane"),
  af("waar kry ek n groothandelaar wat aflewer in die Karoo"),
  // One's own group named, or asked about for one's own posts: marketing, not a group to keep in
  // order (added by the lead after the round, from a check of its question rule).
  en("how do we get our church group to see our bakery posts", fit.SOCIAL),
  en("we post our specials in the church group but nobody buys", fit.SOCIAL),
];
