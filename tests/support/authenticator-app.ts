import { Secret, TOTP } from "otpauth";

const STEP_MS = 30_000;

/**
 * What a phone's authenticator app does, for tests: codes for a secret (RFC 6238: SHA-1, six
 * digits, 30 seconds). The server takes each step's code once and accepts the steps either side
 * of its own, so `nextCode` hands out this step's code, then the next one's, and only waits
 * for the clock when both have been used: no code depends on how fast the machine is.
 */
export function authenticatorApp(secret: string) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 });
  let lastStep = Number.NEGATIVE_INFINITY;
  const codeFor = (step: number) => totp.generate({ timestamp: step * STEP_MS });

  return {
    async nextCode(): Promise<string> {
      const step = Math.max(totp.counter(), lastStep + 1);
      // The server accepts `step` once its own clock has reached the step before it.
      const acceptedFrom = (step - 1) * STEP_MS;
      if (Date.now() < acceptedFrom) await new Promise((r) => setTimeout(r, acceptedFrom - Date.now() + 100));
      lastStep = step;
      return codeFor(step);
    },
    /** The code the server has just accepted for this step (to try it again). */
    lastCode: () => codeFor(lastStep),
    /** Six digits that are no step's code near now. */
    wrongCode(): string {
      const now = totp.counter();
      const near = new Set([-1, 0, 1, 2].map((offset) => codeFor(now + offset)));
      for (let n = 0; ; n++) {
        const code = String((Number(codeFor(now + 50)) + n) % 1_000_000).padStart(6, "0");
        if (!near.has(code)) return code;
      }
    },
  };
}

export type AuthenticatorApp = ReturnType<typeof authenticatorApp>;
