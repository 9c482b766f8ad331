import { createHash, randomInt } from "node:crypto";
import { CHECKOUT_FIELD_ORDER, formPairs, signatureBase } from "#server/payments/payfast-signature";
import { buttonForm, redirect, sendHtml, startSimulator } from "./http-simulator";

// A local PayFast, written from its documentation (decision 0092, P1-P8), for tests without
// the internet: /eng/process checks the checkout's signature the way PayFast does and renders a
// payment page; paying posts an ITN signed as PayFast signs it to the notify_url, then sends
// the browser to return_url; /eng/query/validate answers VALID only for data it sent itself.

export interface PayfastAccount {
  merchantId: string;
  merchantKey: string;
  passphrase: string | null;
}

const md5 = (text: string) => createHash("md5").update(text).digest("hex");

interface Checkout {
  fields: Map<string, string>;
  done: boolean;
}

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
        buttonForm(`/sim/pay/${id}`, "Pay now") + buttonForm(`/sim/cancel/${id}`, "Cancel payment"),
      );
    }
    const step = /^\/sim\/(pay|cancel)\/(\d+)$/.exec(request.path);
    const checkout = step && checkouts.get(step[2] ?? "");
    if (request.method === "POST" && step && checkout && !checkout.done) {
      checkout.done = true;
      if (step[1] === "cancel") return redirect(response, checkout.fields.get("cancel_url") ?? "/");
      // P4: the ITN goes out before the buyer is sent back.
      await postItn(checkout.fields.get("notify_url") ?? "", itnFor(checkout.fields));
      return redirect(response, checkout.fields.get("return_url") ?? "/");
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
  };
}

export type PayfastSimulator = Awaited<ReturnType<typeof startPayfastSimulator>>;
