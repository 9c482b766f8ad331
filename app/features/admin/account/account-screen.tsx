import { ScreenHeader } from "../ui/screen-header";
import { ChangePasswordForm } from "./change-password-form";
import { SessionsSection } from "./sessions-section";

/** The signed-in user's own account: where they are signed in, and their password. */
export function AccountScreen() {
  return (
    <>
      <ScreenHeader title="Account" />
      <div className="flex flex-col gap-6">
        <SessionsSection />
        <ChangePasswordForm />
      </div>
    </>
  );
}
