// Errors a service raises for conditions the client caused; the API maps each to its status.

export class ConflictError extends Error {}
/**
 * A request that is well-formed but not allowed by a business rule (e.g. deleting the last admin);
 * `field` when the rule is one field's, for the form to show it there.
 */
export class RuleError extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

const UNIQUE_VIOLATION = "23505";

export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

/**
 * A change that needs the acting admin's password (a user's email, password or role; a new or
 * deleted administrator) sent without it (ASVS 7.5.1): 403, with the message at the
 * `currentPassword` field.
 */
export class ReauthenticationRequiredError extends Error {}

/**
 * A save that started from an older version than the stored one (another admin saved in
 * between): 409 with the stored version and its content, so nothing is overwritten unseen.
 */
export class StaleVersionError extends ConflictError {
  constructor(
    readonly version: number,
    readonly current: unknown,
    message = "This was changed by someone else since you opened it",
  ) {
    super(message);
  }
}

/**
 * A draft published over published words that were saved after the draft was started:
 * `version` and `current` are the published ones, which a publish names to go over them;
 * `draftStart` the published words the draft was started over (null: no longer kept), the
 * base of a three-way merge (decision 0080).
 */
export class PublishedSinceDraftError extends StaleVersionError {
  constructor(
    version: number,
    current: unknown,
    readonly draftStart: unknown = null,
  ) {
    super(version, current, "The published page was changed since this draft was started");
  }
}

/**
 * A change to an enquiry named a version (If-Match) that another change has since replaced:
 * 409 with who made the latest change and when, and the enquiry as it is now (decision 0074).
 */
export class StaleEnquiryError extends StaleVersionError {
  constructor(
    version: number,
    current: unknown,
    readonly changedBy: string | null,
    readonly changedAt: string | null,
  ) {
    super(version, current, `${changedBy ?? "Someone else"} changed this enquiry since you opened it`);
  }
}
