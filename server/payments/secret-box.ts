import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import type { SealedSecret } from "#domain/sales-desk/payment";

// The gateways' credentials are sealed before they reach the database (decision 0092): AES-256-GCM
// under a key made from SETTINGS_ENCRYPTION_KEY, which lives in the environment, never in the
// database, so a backup, a dump or a read-only leak of the database shows no usable secret. The
// setting's name is the associated data: a sealed merchant key cannot be replayed as a passphrase.

export type SecretBox = {
  seal(name: string, secret: string): SealedSecret;
  /** The secret, or null when it was sealed under another key (SETTINGS_ENCRYPTION_KEY changed). */
  open(name: string, sealed: SealedSecret): string | null;
};

const VERSION = "v1";

export function createSecretBox(passphrase: string): SecretBox {
  const key = createHash("sha256").update(`settings-encryption:${passphrase}`).digest();
  return {
    seal(name, secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv).setAAD(Buffer.from(name));
      const data = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
      return { sealed: `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), data]).toString("base64url")}` };
    },
    open(name, { sealed }) {
      const [version, packed] = sealed.split(":", 2);
      if (version !== VERSION || !packed) return null;
      const bytes = Buffer.from(packed, "base64url");
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, 12))
          .setAAD(Buffer.from(name))
          .setAuthTag(bytes.subarray(12, 28));
        return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
      } catch {
        return null;
      }
    },
  };
}
