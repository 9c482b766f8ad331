import { describe, expect, it } from "vitest";
import { signWebhook, webhookRefusal } from "./yoco-webhook";

// Standard Webhooks' own test vector (the specification's reference libraries use it), which
// Yoco's signing follows (decision 0092, Y4-Y6).
const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const ID = "msg_p5jXN8AQM9LWM0D4loKWxJek";
const TIMESTAMP = 1614265330;
const BODY = '{"test": 2432232314}';
const SIGNATURE = "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=";
const headers = (signature = SIGNATURE, timestamp = String(TIMESTAMP)) => ({ id: ID, timestamp, signature });

describe("a Yoco webhook's signature", () => {
  it("is the base64 HMAC-SHA256 of id.timestamp.body with the decoded secret", () => {
    expect(signWebhook(SECRET, ID, TIMESTAMP, BODY)).toBe(SIGNATURE);
    expect(webhookRefusal(SECRET, headers(), BODY, TIMESTAMP + 10)).toBeNull();
  });

  it("is found among several (a secret being rotated)", () => {
    expect(webhookRefusal(SECRET, headers(`v1,bm90IGl0 ${SIGNATURE}`), BODY, TIMESTAMP)).toBeNull();
  });

  it("is refused when 3 minutes old or more than 3 minutes ahead, altered, or missing", () => {
    expect(webhookRefusal(SECRET, headers(), BODY, TIMESTAMP + 181)).toBe("stale");
    expect(webhookRefusal(SECRET, headers(), BODY, TIMESTAMP - 181)).toBe("stale");
    expect(webhookRefusal(SECRET, headers(), BODY, TIMESTAMP + 180)).toBeNull();
    expect(webhookRefusal(SECRET, headers(), '{"test": 2432232315}', TIMESTAMP)).toBe("signature");
    expect(webhookRefusal(SECRET, headers(SIGNATURE.replace("v1", "v2")), BODY, TIMESTAMP)).toBe("signature");
    expect(
      webhookRefusal(SECRET, { id: ID, timestamp: undefined, signature: SIGNATURE }, BODY, TIMESTAMP),
    ).toBe("unsigned");
    expect(webhookRefusal(SECRET, headers(SIGNATURE, "12ab"), BODY, TIMESTAMP)).toBe("unsigned");
  });
});
