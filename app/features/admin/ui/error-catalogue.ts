import { failureTexts } from "./failure-texts";

/**
 * SPEC §8's error catalogue for the admin area, in one place as SPEC writes it: a screen, then
 * its actions, each [the server said no, the call itself failed]. SPEC's own lines come first in
 * its order; the screens it does not name follow in the same words. A banner shows the server's
 * error text when there is one, else these (`failureMessage`).
 */
export const ADMIN_FAILURES = {
  dashboard: failureTexts({
    load: ["Failed to load dashboard data", "An error occurred while fetching dashboard data"],
    insights: ["Failed to load insights", "An error occurred while fetching insights"],
  }),
  solutions: failureTexts({
    load: ["Failed to load solutions", "An error occurred while fetching solutions"],
    delete: ["Failed to delete solution", "An error occurred while deleting the solution"],
  }),
  solutionForm: failureTexts({
    load: ["Failed to load solution", "An error occurred while fetching the solution"],
    save: ["Failed to save solution", "An error occurred while saving the solution"],
  }),
  contacts: failureTexts({
    load: ["Failed to load contacts", "An error occurred while fetching contacts"],
    /** A status change, in the list and in the enquiry's panel alike. */
    update: ["Failed to update contact status", "An error occurred while updating the contact"],
    delete: ["Failed to delete contact", "An error occurred while deleting the contact"],
    assign: ["Failed to assign the enquiry", "An error occurred while assigning the enquiry"],
    logConversation: ["Failed to log the conversation", "An error occurred while logging the conversation"],
    spam: ["Failed to mark the enquiry as spam", "An error occurred while marking the enquiry as spam"],
  }),
  users: failureTexts({
    load: ["Failed to load users", "An error occurred while fetching users"],
    add: ["Failed to add user", "An error occurred while adding the user"],
    update: ["Failed to update user", "An error occurred while updating the user"],
    delete: ["Failed to delete user", "An error occurred while deleting the user"],
    signOut: ["Failed to sign the user out", "An error occurred while signing the user out"],
    reset: ["Failed to reset two-factor sign-in", "An error occurred while resetting two-factor sign-in"],
  }),
  settings: failureTexts({
    load: ["Failed to load settings", "An error occurred while fetching settings"],
    save: ["Failed to save settings", "An error occurred while saving settings"],
    retentionCount: [
      "Failed to count what the shorter period would delete",
      "An error occurred while counting what the shorter period would delete",
    ],
  }),
  // SPEC §8 gives media one text an action, whether the server refused or the call failed.
  homepageVideo: failureTexts({
    upload: "An error occurred while uploading the video",
    delete: "An error occurred while deleting the video",
  }),
  solutionMedia: failureTexts({
    upload: "An error occurred while uploading the media",
    delete: "An error occurred while deleting the media",
  }),
  poster: failureTexts({
    upload: "An error occurred while uploading the poster image",
    delete: "An error occurred while deleting the poster image",
  }),
  changePassword: failureTexts({
    save: ["Failed to change the password", "An error occurred while changing the password"],
  }),
  twoFactor: failureTexts({
    load: ["Failed to load two-factor sign-in", "An error occurred while fetching two-factor sign-in"],
    setup: ["Failed to set up two-factor sign-in", "An error occurred while setting up two-factor sign-in"],
    turnOff: [
      "Failed to turn off two-factor sign-in",
      "An error occurred while turning off two-factor sign-in",
    ],
  }),
  sessions: failureTexts({
    load: ["Failed to load sessions", "An error occurred while fetching sessions"],
    end: ["Failed to end the session", "An error occurred while ending the session"],
  }),
  trash: failureTexts({
    load: ["Failed to load the Trash", "An error occurred while fetching the Trash"],
    restore: ["Failed to restore solution", "An error occurred while restoring the solution"],
  }),
  spam: failureTexts({
    load: ["Failed to load the spam", "An error occurred while fetching the spam"],
    move: ["Failed to move the enquiry to the inbox", "An error occurred while moving the enquiry"],
    remove: ["Failed to delete the spam", "An error occurred while deleting the spam"],
  }),
  enquiry: failureTexts({
    load: ["Failed to load the enquiry", "An error occurred while fetching the enquiry"],
    note: ["Failed to save the note", "An error occurred while saving the note"],
    reply: ["Failed to send the reply", "An error occurred while sending the reply"],
  }),
  quotes: failureTexts({
    load: ["Failed to load the quotes", "An error occurred while fetching the quotes"],
    create: ["Failed to create the quote", "An error occurred while creating the quote"],
    save: ["Failed to save the quote", "An error occurred while saving the quote"],
    send: ["Failed to send the quote", "An error occurred while sending the quote"],
    finalInvoice: ["Failed to issue the final invoice", "An error occurred while issuing the final invoice"],
  }),
  payments: failureTexts({
    load: ["Failed to load payments", "An error occurred while fetching payments"],
    received: ["Failed to mark the payment received", "An error occurred while marking the payment received"],
    check: ["Failed to check the payment", "An error occurred while asking the gateway"],
  }),
  pageWords: failureTexts({
    load: ["Failed to load the page's content", "An error occurred while fetching the page's content"],
    save: ["Failed to save the page's content", "An error occurred while saving the page's content"],
    discard: ["Failed to discard the draft", "An error occurred while discarding the draft"],
  }),
  mediaLibrary: failureTexts({
    load: ["Failed to load the media library", "An error occurred while loading the media library"],
    alt: ["Failed to save the alt text", "An error occurred while saving the alt text"],
    delete: ["Failed to delete the file", "An error occurred while deleting the file"],
    upload: ["Failed to upload the file", "An error occurred while uploading the file"],
  }),
  webhookDeliveries: failureTexts({
    load: ["Failed to load webhook deliveries", "An error occurred while fetching webhook deliveries"],
    resend: ["Failed to resend the delivery", "An error occurred while resending the delivery"],
  }),
  versionHistory: failureTexts({
    load: ["Failed to load versions", "An error occurred while fetching versions"],
    restore: ["Failed to restore the version", "An error occurred while restoring the version"],
  }),
};
