import * as fit from "./labelled-descriptions";
import { en, type LabelledDescription } from "./labelled-descriptions";

// Eighth-round probes (7 Dec 2026, decision 0093): written before that round's changes and before
// reading the lexicon, labelled from what a visitor sees of the ten demo solutions. English only,
// in voices the earlier probes lack: long emails of older owners, curt one-liners, a day or a
// situation told without saying what is wanted, questions, wishes, what someone else says, and
// the jargon of trades (medical practice, law firm, architects, freight, agricultural co-op,
// school, NGO, franchise). Six fit nothing. They may guide general changes, never word-by-word hacks.
export const probes: LabelledDescription[] = [
  // Long emails of older owners.
  en(
    "Good day. I have run a hardware store in Vryheid for thirty one years and I am not a computer person. My grandson set up a WhatsApp for the shop and now the thing never stops, people want to know if we have 20mm conduit or what a bag of cement costs, and I cannot keep up with it while I am serving at the counter. Is there something that can help an old man with this? Regards, Piet",
    fit.WHATSAPP,
  ),
  en(
    "Dear Sir or Madam, my late husband always did the books and since he passed I have been keeping the receipts in an envelope for each month. The auditor has told me this is not acceptable and that I will be in trouble with the revenue service. I would appreciate any advice on a simpler way. Kind regards, Mrs E. Naidoo",
    fit.OCR,
  ),
  en(
    "Hello, I am writing on behalf of our family butchery. We have been going since 1978 and we have never needed advertising, the customers simply came. Lately the young people do not come in and my daughter says they only look at Instagram and we are not on it. None of us knows what one would even put on there. Please advise.",
    fit.SOCIAL,
  ),
  en(
    "To whom it may concern. I retired from the bank and bought a small guest farm with my wife. We take bookings by telephone and email and I write every enquiry in a diary, but people phone back weeks later and I have no idea who they are or what we quoted them. It is embarrassing. What would you recommend?",
    fit.CRM,
  ),
  en(
    "Morning. Our nursery sells seedlings and bedding plants, and every spring we either run out of the popular lines in the second week or we are left with trays of things that die on the tables. My late father did it all by feel. I was hoping there is a more scientific approach these days.",
    fit.STOCK,
  ),
  en(
    "I have been in the printing trade for 40 years and I have never been this worried. Work is there, but the big clients pay me at 90 and 120 days and I have to pay the paper merchant in 30. Some months I cannot see how I will make the wages until the very last day. My bank manager asked for a projection and I did not know what to give him.",
    fit.CASH,
  ),
  en(
    "Dear team, we are a small engineering firm of fourteen people. Our employment contracts were written in 1996 by a lawyer who has since died, and someone told me at a chamber meeting that we need a POPIA policy and an information officer. I honestly do not know where to begin and the lawyers quote a fortune.",
    fit.LEGAL,
  ),
  en(
    "Hello there. My wife and I run three laundromats and every Sunday evening I sit with three exercise books and a calculator trying to work out which one is making money. It takes me the whole evening and I am never sure I have it right. Surely in this day and age there is a better way.",
    fit.REPORTS,
  ),
  // Curt one-liners.
  en("too many unanswered whatsapps", fit.WHATSAPP),
  en("receipts everywhere", fit.OCR),
  en("posting consistently. can't.", fit.SOCIAL),
  en("leads slipping", fit.CRM),
  en("overstocked again", fit.STOCK),
  en("money tight every month end", fit.CASH),
  en("no contracts for staff", fit.LEGAL),
  en("who are my competitors", fit.MARKET),
  en("numbers all over the place", fit.REPORTS),
  en("same data typed three times", fit.AUTOMATION),
  // A day or a situation, not what is wanted.
  en(
    "by 8pm I am still at the counter answering the same question about our delivery areas on my phone",
    fit.WHATSAPP,
  ),
  en(
    "every Saturday morning I sit with a shoebox of slips and a calculator and my family goes to the beach without me",
    fit.OCR,
  ),
  en(
    "it's the 24th and I'm already looking at the bank app wondering if the debit orders will bounce",
    fit.CASH,
  ),
  en(
    "sunday night, kids asleep, me trying to think of something to post for the salon for the week",
    fit.SOCIAL,
  ),
  en(
    "a lady walked in and asked for the blue school jerseys in age 10 and we had none, third time this week",
    fit.STOCK,
  ),
  en(
    "yesterday I found a quote request from three weeks ago sitting unread in the info@ inbox",
    fit.CRM,
    fit.WHATSAPP,
  ),
  en(
    "our receptionist spends half the day copying bookings from the online form into the diary and then into the invoice program",
    fit.AUTOMATION,
  ),
  en("the new coffee place across the road has a queue every morning and ours is empty", fit.MARKET),
  en("every month the accountant sends me a pdf of figures and I nod and close it", fit.REPORTS),
  en(
    "a labour inspector walked into the workshop last week asking for signed contracts and we had nothing to show",
    fit.LEGAL,
  ),
  // Questions.
  en("is there a way to reply to customers on whatsapp when the shop is closed?", fit.WHATSAPP),
  en("can an app read my till slips so I don't have to type them in?", fit.OCR),
  en("how do other small businesses keep their facebook page going every day?", fit.SOCIAL),
  en("how do I know which customers are actually going to buy?", fit.CRM),
  en("how much should I order for the december rush?", fit.STOCK),
  en("will I have enough money to pay salaries in march?", fit.CASH),
  en("do I need a privacy policy for my online shop?", fit.LEGAL),
  en("what are the other car washes in my area charging?", fit.MARKET),
  en("is there something that explains my sales figures in plain english?", fit.REPORTS),
  en("can quotes turn into invoices automatically?", fit.AUTOMATION),
  // Wishes.
  en("I wish I knew a month ahead when we are going to be short of cash", fit.CASH),
  en("I wish someone else could answer all these messages for me", fit.WHATSAPP),
  en("I wish I knew what people are saying about us on google", fit.MARKET),
  en("if only the paperwork did itself, I'd have my weekends back", fit.AUTOMATION, fit.OCR),
  en("I wish I didn't have to rely on my gut for what to reorder", fit.STOCK),
  en("would love to see all my branches' numbers on one page on monday", fit.REPORTS),
  // Second-hand.
  en("my wife says I spend more time on my phone answering customers than talking to her", fit.WHATSAPP),
  en("my bookkeeper says she can't do the VAT return until I give her all my invoices and slips", fit.OCR),
  en("my son keeps telling me we must be on tiktok and instagram but who has the time", fit.SOCIAL),
  en(
    "the bank manager says he wants to see management accounts before he extends the facility",
    fit.REPORTS,
    fit.CASH,
  ),
  en("my partner thinks we are losing sales because nobody calls people back after they enquire", fit.CRM),
  en("my accountant warned me that our staff files would not survive a CCMA case", fit.LEGAL),
  en("the staff tell me we're always out of the popular sizes and stuck with the odd ones", fit.STOCK),
  // Trades' jargon: medical practice.
  en(
    "GP practice, reception is swamped with patients phoning and whatsapping to ask about appointment times and whether we take their medical aid",
    fit.WHATSAPP,
  ),
  en(
    "dental practice: we need to get our patient records POPIA compliant and sort out consent forms",
    fit.LEGAL,
    fit.CRM,
  ),
  en("physio rooms, medical aid claims are paid late and short and the rent doesn't wait", fit.CASH),
  // Law firm.
  en(
    "small law firm, our fee notes go out late because the candidate attorneys record time on paper and someone retypes it",
    fit.AUTOMATION,
  ),
  en(
    "conveyancing practice, prospective clients phone for quotes and we never follow up, the other firms get them",
    fit.CRM,
  ),
  // Architects.
  en(
    "architectural practice of five, fee proposals go out and we lose track of which clients said yes, maybe or went quiet",
    fit.CRM,
  ),
  en(
    "architects: project costs and staff hours live in six spreadsheets and the partners want one view of profitability per project",
    fit.REPORTS,
  ),
  // Freight.
  en(
    "freight forwarder, clients keep mailing and calling for ETAs on their consignments, ops spends the day replying",
    fit.WHATSAPP,
    fit.AUTOMATION,
  ),
  en(
    "we're a small logistics company and every waybill, POD and invoice is captured by hand into two systems",
    fit.AUTOMATION,
    fit.OCR,
  ),
  en(
    "trucking outfit, fuel slips and toll receipts from 12 drivers come back in a mess at month end",
    fit.OCR,
  ),
  // Agricultural co-op.
  en(
    "farmers' co-op store, we never know how much fertiliser and seed to bring in before planting season",
    fit.STOCK,
  ),
  en(
    "agricultural co-op, members pay their accounts after harvest so we're short from winter to spring",
    fit.CASH,
  ),
  en(
    "co-op board wants a monthly report on sales per depot and our manager does it by hand in excel",
    fit.REPORTS,
  ),
  // School.
  en(
    "independent school, parents are behind on fees and the bursar can't tell the board what we'll have in the bank by term 3",
    fit.CASH,
  ),
  en(
    "small private school: our admin office answers the same questions about fees, uniforms and term dates all day",
    fit.WHATSAPP,
  ),
  en("school uniform shop, we run out of certain sizes in january and sit with the rest all year", fit.STOCK),
  // NGO.
  en(
    "NGO, our funders want quarterly reports with figures and the programme manager spends a week compiling them",
    fit.REPORTS,
  ),
  en(
    "non-profit, we need to get the volunteers' agreements and our privacy notice in order before the funder's audit",
    fit.LEGAL,
  ),
  en(
    "small charity, nobody sees our work, we need to share stories on facebook but we have no comms person",
    fit.SOCIAL,
  ),
  // Franchise.
  en(
    "franchisee with four outlets, head office wants weekly sales and labour figures and I compile them from four tills",
    fit.REPORTS,
  ),
  en(
    "franchise store: royalty and marketing levy come off on the 1st and some months that leaves nothing for stock",
    fit.CASH,
  ),
  en(
    "I own two franchise outlets and a competitor brand just opened in the same mall, I need to know how their prices compare",
    fit.MARKET,
  ),
  // Fitting nothing.
  en("Dear Sir, I am looking for a reliable handyman to fix the gutters on the shop roof before the rains."),
  en("my till printer jams every morning, who services them?"),
  en("I wish I could find a bookkeeper who speaks Portuguese"),
  en("my wife says we should sell the business and move to the coast, what is a fair price for a butchery?"),
  en("dental practice looking to buy a second-hand x-ray machine"),
  en("co-op needs a bigger truck for deliveries to members, where do we get finance?"),
];
