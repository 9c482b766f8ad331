// Yoco's Checkout API (decision 0092, Y1-Y3): POST /api/checkouts with the amount in cents and
// currency "ZAR", where to send the buyer after, our ids in metadata and an Idempotency-Key, so
// a retried request never makes a second checkout; the answer's redirectUrl is Yoco's page.

interface CheckoutRequest {
  baseUrl: string;
  secretKey: string;
  amountCents: number;
  successUrl: string;
  cancelUrl: string;
  failureUrl: string;
  metadata: Record<string, string>;
  /** One per payment: asking again for the same payment is answered with the same checkout. */
  idempotencyKey: string;
}

interface Checkout {
  id: string;
  redirectUrl: string;
}

/** What a checkout says of its payment: "completed" with the payment's id once paid (Y7). */
interface CheckoutState {
  status: string;
  paymentId: string | null;
}

const call = async (url: string, secretKey: string, init: RequestInit = {}) => {
  const response = await fetch(url, {
    ...init,
    headers: { ...init.headers, authorization: `Bearer ${secretKey}`, "content-type": "application/json" },
    redirect: "error",
    signal: AbortSignal.timeout(15_000),
  });
  // Yoco's error bodies may repeat what was sent; only the status goes into the message.
  if (!response.ok) throw new Error(`Yoco answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
};

export async function createCheckout(request: CheckoutRequest): Promise<Checkout> {
  const answer = await call(`${request.baseUrl}/api/checkouts`, request.secretKey, {
    method: "POST",
    headers: { "idempotency-key": request.idempotencyKey },
    body: JSON.stringify({
      amount: request.amountCents,
      currency: "ZAR",
      successUrl: request.successUrl,
      cancelUrl: request.cancelUrl,
      failureUrl: request.failureUrl,
      metadata: request.metadata,
    }),
  });
  if (typeof answer.id !== "string" || typeof answer.redirectUrl !== "string")
    throw new Error("Yoco's checkout had no id or redirectUrl");
  return { id: answer.id, redirectUrl: answer.redirectUrl };
}

/** Check again: the checkout as Yoco has it now. */
export async function readCheckout(baseUrl: string, secretKey: string, id: string): Promise<CheckoutState> {
  const answer = await call(`${baseUrl}/api/checkouts/${encodeURIComponent(id)}`, secretKey);
  return {
    status: typeof answer.status === "string" ? answer.status : "",
    paymentId: typeof answer.paymentId === "string" ? answer.paymentId : null,
  };
}
