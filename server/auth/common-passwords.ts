// The passwords people pick most, which an attacker tries first (ASVS 6.2.4): the 49,233 of
// zxcvbn-ts's common list (@zxcvbn-ts/language-common, built from leaked-password corpora),
// all lower case. Loaded on the first check, not at start-up: it is needed only when a
// password is set.
let common: Promise<Set<string>> | undefined;

const load = async () => new Set((await import("@zxcvbn-ts/language-common")).dictionary["passwords-common"]);

/** True for a listed password (in any letter case) and for one character repeated ("      "). */
export async function isCommonPassword(password: string): Promise<boolean> {
  common ??= load();
  const list = await common;
  const lowered = password.toLowerCase();
  return list.has(lowered) || list.has(lowered.trim()) || /^(.)\1*$/su.test(password);
}
