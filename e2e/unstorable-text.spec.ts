import { expect, test } from "@playwright/test";
import { UNSTORABLE_TEXT_MESSAGE } from "#domain/text-rules";
import { storedContacts } from "./support";

// The contact form posted without JavaScript follows the API's rules: text the database
// cannot store is the sender's mistake (400, with the field's message), not a server error.
test.use({ javaScriptEnabled: false });

test("a contact form posted with a NUL byte comes back 400 with the message's reason, nothing stored", async ({
  page,
  baseURL,
}, testInfo) => {
  const name = `NUL byte enquiry (${testInfo.project.name})`;
  const response = await page.request.post("/contact", {
    headers: { Origin: baseURL as string },
    form: { name, email: "nul@example.co.za", interest: "other", message: "before\u0000after" },
  });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain(UNSTORABLE_TEXT_MESSAGE);
  expect(await storedContacts(page)).not.toContainEqual(expect.objectContaining({ name }));
});
