import { useAdminSession } from "../ui/admin-session";
import { ScreenHeader } from "../ui/screen-header";
import { ChangePasswordForm } from "./change-password-form";
import { SessionsSection } from "./sessions-section";
import { TwoFactorSection } from "./two-factor-section";

/**
 * The signed-in user's own account: where they are signed in, two-factor sign-in and their
 * password. An admin who must turn on two-factor sign-in first (REQUIRE_ADMIN_2FA) sees only that.
 */
export function AccountScreen() {
  const { user } = useAdminSession();
  return (
    <>
      <ScreenHeader title="Account" />
      <div className="flex flex-col gap-6">
        {user.twoFactorSetupRequired ? (
          <p className="rounded-md border border-indigo-300 bg-indigo-50 px-4 py-3 text-sm text-indigo-900 dark:border-indigo-700 dark:bg-indigo-950 dark:text-indigo-100">
            Administrators of this site must use two-factor sign-in. Set it up below to open the rest of the
            admin area.
          </p>
        ) : (
          <SessionsSection />
        )}
        <TwoFactorSection />
        {user.twoFactorSetupRequired ? null : <ChangePasswordForm />}
      </div>
    </>
  );
}
