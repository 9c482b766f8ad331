import { expect, test } from "@playwright/test";
import { TWO_FACTOR_TEXTS } from "#domain/accounts/two-factor";
import { E2E_ADMIN } from "../playwright.config";
import { adminApi, openAdminScreen, signInAsAdmin, uniqueTag } from "./admin-support";

test("users: add, edit (blank password kept), delete, and the refusal to delete yourself", async ({
  page,
  request,
}, testInfo) => {
  const tag = uniqueTag(testInfo);
  const email = `naledi-${tag}@example.com`;
  await signInAsAdmin(page);
  await openAdminScreen(page, "/admin/users", "Users");

  await page.getByRole("button", { name: "Add User" }).click();
  const add = page.getByRole("dialog", { name: "Add User" });
  await expect(add.getByLabel("Role")).toHaveValue("user");
  await add.getByLabel("Name").fill(`Naledi ${tag}`);
  await add.getByLabel("Email").fill(email);
  await add.getByLabel("Password").fill("123");
  await add.getByRole("button", { name: "Add User" }).click();
  await expect(add.getByRole("alert")).toHaveText("Password must be at least 6 characters");
  await add.getByLabel("Password").fill("naledi-password");
  await add.getByRole("button", { name: "Add User" }).click();
  await expect(add).toHaveCount(0);

  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText(`Naledi ${tag}`);
  await expect(row).toContainText("User");

  // A taken email is refused with the server's text, and the dialog keeps what was typed.
  await page.getByRole("button", { name: "Add User" }).click();
  await add.getByLabel("Name").fill("Copy");
  await add.getByLabel("Email").fill(email);
  await add.getByLabel("Password").fill("copy-password");
  // An administrator needs the adding admin's own password too; a plain user does not.
  await add.getByLabel("Role").selectOption("admin");
  await add.getByLabel("Your current password").fill(E2E_ADMIN.password);
  await add.getByRole("button", { name: "Add User" }).click();
  await expect(add.getByRole("alert")).toHaveText("A user with this email already exists");
  await expect(add.getByLabel("Name")).toHaveValue("Copy");
  await add.getByRole("button", { name: "Cancel" }).click();

  await row.getByRole("button", { name: `Edit Naledi ${tag}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit User" });
  await expect(edit.getByLabel("Password", { exact: true })).toHaveValue("");
  await edit.getByLabel("Name").fill(`Naledi Admin ${tag}`);
  await edit.getByLabel("Role").selectOption("admin");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  // A new role needs the editing admin's own password (ASVS 7.5.1).
  await expect(
    edit.getByText("Enter your current password to change a user's email, password or role."),
  ).toBeVisible();
  await edit.getByLabel("Your current password").fill(E2E_ADMIN.password);
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit).toHaveCount(0);
  await expect(row).toContainText(`Naledi Admin ${tag}`);
  await expect(row).toContainText("Admin");
  // The blank password kept the old one.
  const login = await request.post("/api/auth/login", { data: { email, password: "naledi-password" } });
  expect(login.ok()).toBe(true);

  // Naledi is an administrator now: deleting her needs the password again too.
  await row.getByRole("button", { name: /^Delete/ }).click();
  const confirm = page.getByRole("dialog");
  await expect(confirm).toContainText("Are you sure you want to delete this user?");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm.getByText(TWO_FACTOR_TEXTS.passwordForAdminDeletion)).toBeVisible();
  await confirm.getByLabel("Your current password").fill(E2E_ADMIN.password);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(row).toHaveCount(0);
  const users = (await (await adminApi(request)).get("/api/users")) as { email: string }[];
  expect(users.some((u) => u.email === email)).toBe(false);

  // Deleting yourself is refused by the API, and the reason is shown.
  const me = page.getByRole("row").filter({ hasText: E2E_ADMIN.email });
  await me.getByRole("button", { name: /^Delete/ }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm.getByRole("alert")).toHaveText("You cannot delete your own account");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(me).toHaveCount(1);

  // Search filters by name, email or role.
  await page.getByRole("searchbox").fill("no-such-user-anywhere");
  await expect(page.getByText("No users found matching your criteria")).toBeVisible();
});

test("the Users list sorts by a chosen column heading, ascending then descending", async ({
  page,
  request,
}, testInfo) => {
  const api = await adminApi(request);
  const tag = uniqueTag(testInfo);
  for (const name of ["Zanele", "Ayanda"]) {
    await api.post("/api/users", {
      name: `${name} ${tag}`,
      email: `${name.toLowerCase()}-${tag}@example.com`,
      password: "sorting-password",
      role: "user",
    });
  }
  await signInAsAdmin(page);
  await openAdminScreen(page, "/admin/users", "Users");
  await page.getByRole("searchbox").fill(tag);
  const table = page.getByRole("region", { name: "Users table" });
  const names = () => table.getByRole("row").locator("td:first-child").allTextContents();
  const heading = table.getByRole("columnheader", { name: "Name" });

  await heading.getByRole("button").click();
  await expect(heading).toHaveAttribute("aria-sort", "ascending");
  expect(await names()).toEqual([`Ayanda ${tag}`, `Zanele ${tag}`]);
  await heading.getByRole("button").click();
  await expect(heading).toHaveAttribute("aria-sort", "descending");
  expect(await names()).toEqual([`Zanele ${tag}`, `Ayanda ${tag}`]);
  await expect(table.getByRole("columnheader", { name: "Email" })).toHaveAttribute("aria-sort", "none");

  // The search and the order live in the address: a reload, or a link, shows the same list.
  await expect(page).toHaveURL(new RegExp(`\\?(?=.*q=${tag})(?=.*sort=-name)`));
  await page.reload();
  await expect(page.getByRole("searchbox")).toHaveValue(tag);
  await expect(heading).toHaveAttribute("aria-sort", "descending");
  expect(await names()).toEqual([`Zanele ${tag}`, `Ayanda ${tag}`]);
});
