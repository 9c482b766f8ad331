import { createHash, randomInt } from "node:crypto";
import { apiSignature } from "#server/payments/payfast-query";
import { CHECKOUT_FIELD_ORDER, formPairs, signatureBase } from "#server/payments/payfast-signature";
import { buttonForm, redirect, sendHtml, startSimulator } from "./http-simulator";

// A local PayFast, written from its documentation (decision 0092, P1-P8), for tests without
// the internet: /eng/process checks the checkout's signature the way PayFast does and renders a
// payment page; paying posts an ITN signed as PayFast signs it to the notify_url, then sends
// the browser to return_url; /eng/query/validate answers VALID only for data it sent itself.
// Its API's /transactions/history (decision 0097, Q1-Q4) answers, to a request signed as PayFast
// checks it, the CSV of what was paid, also when the ITN was lost ("Pay, ITN lost").

export interface PayfastAccount {
  merchantId: string;
  merchantKey: string;
  passphrase: string | null;
}

/** PayFast's published sandbox merchant (docs/payments.md), with a passphrase of our own. */
export const PAYFAST_ACCOUNT = {
  merchantId: "10000100",
  merchantKey: "46f0cd694581a",
  passphrase: "jt7 NOE43+FZPn!",
} satisfies PayfastAccount;

const md5 = (text: string) => createHash("md5").update(text).digest("hex");

interface Checkout {
  fields: Map<string, string>;
  done: boolean;
}

/** A payment PayFast received, as its transaction history lists it. */
interface Received {
  at: Date;
  fields: Map<string, string>;
  pfPaymentId: string;
}

/** The history's columns, as PayFast's CSV heads them (decision 0097, Q3). */
const HISTORY_COLUMNS =
  'Date,Type,Sign,Party,Name,Description,Currency,"Funding Type",Gross,Fee,Net,Balance,"M Payment ID","PF Payment ID","custom str1"';

const csvField = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * `reach` turns the notify_url our site gave into an address this machine can post to: the
 * tunnel of docs/payments.md's sandbox run, here from the test site's PUBLIC_URL to its port.
 */
export async function startPayfastSimulator(
  account: PayfastAccount,
  reach: (url: string) => string = (url) => url,
) {
  const checkouts = new Map<string, Checkout>();
  /** The validate bodies of every ITN sent, as PayFast remembers its own notifications. */
  const sent = new Set<string>();
  const itnsPosted: number[] = [];
  const received: Received[] = [];
  /** The history requests our site made, and whether their signature was right. */
  const historyAsked: { signed: boolean; query: string }[] = [];

  /** The history's CSV of what was received from `from` to `to` (yyyy-mm-dd, SAST). */
  function historyCsv(from: string, to: string) {
    const sast = (at: Date) => new Date(at.getTime() + 2 * 3_600_000).toISOString();
    const rows = received
      .filter(({ at }) => sast(at).slice(0, 10) >= from && sast(at).slice(0, 10) <= to)
      .map(({ at, fields, pfPaymentId }) => {
        const gross = fields.get("amount") ?? "0.00";
        const fee = (Number(gross) * 0.035).toFixed(2);
        return [
          sast(at).slice(0, 19).replace("T", " "),
          "FUNDS_RECEIVED",
          "CREDIT",
          `${fields.get("name_first") ?? ""} ${fields.get("name_last") ?? ""}`.trim(),
          fields.get("item_name") ?? "",
          fields.get("item_description") ?? "",
          "ZAR",
          "CC",
          gross,
          `-${fee}`,
          (Number(gross) - Number(fee)).toFixed(2),
          "1,000.00",
          fields.get("m_payment_id") ?? "",
          pfPaymentId,
          "",
        ]
          .map(csvField)
          .join(",");
      });
    return [HISTORY_COLUMNS, ...rows].join("\n");
  }

  /** The ITN PayFast sends for a checkout, in PayFast's field order, signed over that order. */
  function itnFor(fields: Map<string, string>, status = "COMPLETE", changes: Record<string, string> = {}) {
    const amount = fields.get("amount") ?? "0.00";
    const fee = (Number(amount) * 0.035).toFixed(2);
    const pairs: [string, string][] = [
      ["m_payment_id", fields.get("m_payment_id") ?? ""],
      ["pf_payment_id", String(randomInt(1_000_000, 9_999_999))],
      ["payment_status", status],
      ["item_name", fields.get("item_name") ?? ""],
      ["item_description", fields.get("item_description") ?? ""],
      ["amount_gross", amount],
      ["amount_fee", `-${fee}`],
      ["amount_net", (Number(amount) - Number(fee)).toFixed(2)],
      ["custom_str1", ""],
      ["name_first", fields.get("name_first") ?? ""],
      ["name_last", fields.get("name_last") ?? ""],
      ["email_address", fields.get("email_address") ?? ""],
      ["merchant_id", account.merchantId],
    ].map(([name, value]) => [name as string, changes[name as string] ?? (value as string)]);
    return signed(pairs);
  }

  /** `pairs` with PayFast's signature added, as a form body; remembered for validate. */
  function signed(pairs: [string, string][]): string {
    const body = signatureBase(pairs, null);
    sent.add(body);
    return `${body}&signature=${md5(signatureBase(pairs, account.passphrase))}`;
  }

  async function postItn(notifyUrl: string, body: string, headers: Record<string, string> = {}) {
    const response = await fetch(reach(notifyUrl), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body,
    });
    itnsPosted.push(response.status);
    return response.status;
  }

  const simulator = await startSimulator(async (request, response) => {
    if (request.method === "POST" && request.path === "/eng/process") {
      const pairs = formPairs(request.body);
      const fields = new Map(pairs);
      const given = fields.get("signature");
      const signedPairs = pairs.filter(([name]) => name !== "signature");
      // P1: the fields in the documented order; P2: only non-blank ones.
      const order = signedPairs.map(([name]) => CHECKOUT_FIELD_ORDER.indexOf(name as never));
      const inOrder = order.every((at, index) => at >= 0 && (index === 0 || at > (order[index - 1] ?? -1)));
      const refusal =
        fields.get("merchant_id") !== account.merchantId || fields.get("merchant_key") !== account.merchantKey
          ? "Merchant is unknown"
          : !inOrder || signedPairs.some(([, value]) => value.trim() === "")
            ? "Fields out of order or blank"
            : given !== md5(signatureBase(signedPairs, account.passphrase))
              ? "Generated signature does not match submitted signature."
              : null;
      if (refusal) return sendHtml(response, "Payment failed", `<p>${refusal}</p>`, 400);
      const id = String(checkouts.size + 1);
      checkouts.set(id, { fields, done: false });
      return sendHtml(
        response,
        `Pay R${fields.get("amount")} to the merchant`,
        buttonForm(`/sim/pay/${id}`, "Pay now") +
          buttonForm(`/sim/pay-itn-lost/${id}`, "Pay, ITN lost") +
          buttonForm(`/sim/cancel/${id}`, "Cancel payment"),
      );
    }
    const step = /^\/sim\/(pay|pay-itn-lost|cancel)\/(\d+)$/.exec(request.path);
    const checkout = step && checkouts.get(step[2] ?? "");
    if (request.method === "POST" && step && checkout && !checkout.done) {
      checkout.done = true;
      if (step[1] === "cancel") return redirect(response, checkout.fields.get("cancel_url") ?? "/");
      const pfPaymentId = String(randomInt(1_000_000, 9_999_999));
      received.push({ at: new Date(), fields: checkout.fields, pfPaymentId });
      // P4: the ITN goes out before the buyer is sent back, unless it is to be lost.
      if (step[1] === "pay")
        await postItn(
          checkout.fields.get("notify_url") ?? "",
          itnFor(checkout.fields, "COMPLETE", { pf_payment_id: pfPaymentId }),
        );
      return redirect(response, checkout.fields.get("return_url") ?? "/");
    }
    const history = /^\/transactions\/history\?(.*)$/.exec(request.path);
    if (request.method === "GET" && history) {
      const query = new URLSearchParams(history[1]);
      const header = (name: string) => String(request.headers[name] ?? "");
      // Q2: the headers and parameters sent (not "testing"), with the passphrase, sorted and signed.
      const expected = apiSignature(
        {
          "merchant-id": header("merchant-id"),
          version: header("version"),
          timestamp: header("timestamp"),
          from: query.get("from") ?? "",
          to: query.get("to") ?? "",
        },
        account.passphrase,
      );
      const signed =
        header("merchant-id") === account.merchantId &&
        header("version") === "v1" &&
        header("timestamp") !== "" &&
        header("signature") === expected;
      historyAsked.push({ signed, query: history[1] ?? "" });
      if (!signed)
        return response.writeHead(401, { "content-type": "application/json" }).end(
          JSON.stringify({
            code: 401,
            status: "failed",
            data: { response: "Merchant authorization failed." },
          }),
        );
      response
        .writeHead(200, { "content-type": "text/csv" })
        .end(historyCsv(query.get("from") ?? "", query.get("to") ?? ""));
      return;
    }
    if (request.method === "POST" && request.path === "/eng/query/validate") {
      response
        .writeHead(200, { "content-type": "text/plain" })
        .end(sent.has(request.body) ? "VALID" : "INVALID");
      return;
    }
    response.writeHead(404).end();
  });

  return {
    url: simulator.url,
    close: simulator.close,
    /** The checkout fields our site asked to be paid, by checkout number (1, 2, …). */
    checkout: (id: string) => checkouts.get(id)?.fields,
    itnFor,
    signed,
    postItn,
    /** The statuses our site answered each ITN with. */
    itnsPosted,
    /** The transaction-history requests our site made. */
    historyAsked,
  };
}

export type PayfastSimulator = Awaited<ReturnType<typeof startPayfastSimulator>>;
