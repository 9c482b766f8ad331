import { createHmac } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";
import {
  adminApi,
  E2E_ADMIN_PROOF,
  expectNoAxeViolations,
  openAdminScreen,
  signInAsAdmin,
  uniqueTag,
} from "./admin-support";

// Issue 34, item 6: notification recipients and the webhook are set on the Settings screen and
// are still there after a reload. The signing secret is never shown again once saved
// (docs/decisions/0063): other changes keep it, and it can be replaced.

/** A webhook receiver on this machine (http to localhost is allowed for testing). */
async function receiver() {
  const received: Array<{ signature: string; timestamp: string; body: string }> = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const signature = String(request.headers["x-webhook-signature"]);
      const timestamp = String(request.headers["x-webhook-timestamp"]);
      received.push({ signature, timestamp, body: Buffer.concat(chunks).toString("utf8") });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// The settings are the whole site's: no webhook for the tests after this one.
test.afterEach(async ({ request }) => {
  const api = await adminApi(request);
  await api.put("/api/settings/notifications", {
    recipients: ["team@example.co.za"],
    webhook: null,
    ...E2E_ADMIN_PROOF,
  });
});

test("two recipients and a webhook set on the Settings screen are there after a reload, the secret masked", async ({
  page,
  request,
}, testInfo) => {
  const tag = uniqueTag(testInfo);
  const hook = await receiver();
  try {
    await signInAsAdmin(page);
    await openAdminScreen(page, "/admin/settings", "Settings");
    const section = page.getByRole("region", { name: "Notifications" });

    await section.getByLabel("Recipient 1", { exact: true }).fill(`sales-${tag}@example.co.za`);
    await section.getByRole("button", { name: "Add Recipient" }).click();
    await section.getByLabel("Recipient 2", { exact: true }).fill("not an address");
    await section.getByLabel("Webhook URL").fill("http://crm.example.com/hook");
    await section.getByRole("button", { name: "Save Notifications" }).click();
    await expect(section.getByLabel("Recipient 2", { exact: true })).toHaveAccessibleDescription(
      "Enter a valid email address",
    );
    await expect(section.getByLabel("Webhook URL")).toHaveAccessibleDescription(
      /^webhook\.url must be an https:\/\//,
    );
    await expect(section.getByLabel("Signing secret")).toHaveAccessibleDescription(/16 to 200 characters/);

    await section.getByLabel("Recipient 2", { exact: true }).fill(`ops-${tag}@example.co.za`);
    await section.getByLabel("Webhook URL").fill("https://169.254.169.254/latest/meta-data/");
    const secret = section.getByLabel("Signing secret");
    await expect(secret).toHaveAttribute("type", "password");
    await section.getByRole("button", { name: "Generate Secret" }).click();
    // Generated secrets are shown, to be copied into the receiver.
    await expect(secret).toHaveAttribute("type", "text");
    await expect(secret).toHaveValue(/^[0-9a-f]{64}$/);
    const generated = await secret.inputValue();
    await section.getByRole("button", { name: "Save Notifications" }).click();
    await expect(section.getByLabel("Webhook URL")).toHaveAccessibleDescription(
      /^webhook\.url must not be a private or local network address/,
    );
    await section.getByLabel("Webhook URL").fill(hook.url);
    // Where leads go is guarded: the admin confirms it is them (issue 52, item 4).
    await section.getByLabel("Your current password").fill(E2E_ADMIN.password);
    await section.getByRole("button", { name: "Save Notifications" }).click();
    await expect(section.getByText("Notification settings saved.")).toBeVisible();
    // Once saved, the secret is not in the page any more: only that one is set, and its end.
    const isSet = section.getByText(`A signing secret is set: ****${generated.slice(-4)}`);
    await expect(isSet).toBeVisible();
    await expect(section.getByLabel("Signing secret")).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.reload();
    const reloaded = page.getByRole("region", { name: "Notifications" });
    await expect(reloaded.getByLabel("Recipient 1", { exact: true })).toHaveValue(
      `sales-${tag}@example.co.za`,
    );
    await expect(reloaded.getByLabel("Recipient 2", { exact: true })).toHaveValue(`ops-${tag}@example.co.za`);
    // The URL is masked like the secret: for Zapier or n8n it is the credential (decision 0073).
    await expect(reloaded.getByLabel("Webhook URL")).toHaveValue(`${new URL(hook.url).origin}/****hook`);
    expect(await page.content()).not.toContain(hook.url);
    await expect(reloaded.getByText(`A signing secret is set: ****${generated.slice(-4)}`)).toBeVisible();
    expect(await page.content()).not.toContain(generated);

    // Another change saved without retyping the secret: deliveries are still signed with it.
    await reloaded.getByRole("button", { name: "Remove recipient 1" }).click();
    await expect(reloaded.getByLabel("Recipient 1", { exact: true })).toHaveValue(`ops-${tag}@example.co.za`);
    await expect(reloaded.getByLabel("Recipient 2", { exact: true })).toHaveCount(0);
    await reloaded.getByLabel("Your current password").fill(E2E_ADMIN.password);
    await reloaded.getByRole("button", { name: "Save Notifications" }).click();
    await expect(reloaded.getByText("Notification settings saved.")).toBeVisible();
    const sent = await request.post("/api/contact/enquiry", {
      data: { name: `Hooked ${tag}`, email: "hooked@example.co.za", message: "Signed with the kept secret?" },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    const delivery = async () => hook.received.find((one) => one.body.includes(`Hooked ${tag}`));
    await expect.poll(delivery).toBeDefined();
    const { body, signature, timestamp } = (await delivery()) as {
      body: string;
      signature: string;
      timestamp: string;
    };
    expect(signature).toBe(
      `sha256=${createHmac("sha256", generated).update(`${timestamp}.${body}`).digest("hex")}`,
    );

    // The delivery is listed, and Resend sends the same event again (issue 45, item 1).
    await page.reload();
    const deliveries = page.getByRole("region", { name: "Webhook deliveries" });
    const listed = deliveries.getByRole("listitem").filter({ hasText: "New enquiry" }).first();
    await expect(listed).toContainText("Delivered");
    const before = hook.received.length;
    await listed.getByRole("button", { name: "Resend" }).focus();
    await page.keyboard.press("Enter");
    await expect(deliveries.getByText("The delivery is being sent again.")).toBeVisible();
    await expect.poll(() => hook.received.length).toBeGreaterThan(before);
    await expectNoAxeViolations(page);

    // Replaced: the new one is typed (or generated) and saved; changing one's mind keeps the old.
    await reloaded.getByRole("button", { name: "Replace Secret" }).click();
    await reloaded.getByRole("button", { name: "Keep Current Secret" }).click();
    await reloaded.getByRole("button", { name: "Replace Secret" }).click();
    const replacement = reloaded.getByLabel("New signing secret");
    await expect(replacement).toHaveValue("");
    await expect(replacement).toHaveAttribute("type", "password");
    await replacement.fill("a-replacement-secret-wxyz");
    await reloaded.getByLabel("Your current password").fill(E2E_ADMIN.password);
    await reloaded.getByRole("button", { name: "Save Notifications" }).click();
    await expect(reloaded.getByText("Notification settings saved.")).toBeVisible();
    await expect(reloaded.getByText("A signing secret is set: ****wxyz")).toBeVisible();
  } finally {
    await hook.close();
  }
});
