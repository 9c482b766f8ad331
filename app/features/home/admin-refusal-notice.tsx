import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { ADMIN_REFUSAL_TEXT, takeAdminRefusal } from "../../lib/sign-in/admin-refusal";

/**
 * Says why a signed-in non-admin landed here from the admin area. The live region is always
 * in the page, so the words are announced when they appear; they are put in after load (and
 * after each navigation, as the guard may send the user back to this same page).
 */
export function AdminRefusalNotice() {
  const { key } = useLocation();
  const [refused, setRefused] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each arrival (location key) may bring a refusal
  useEffect(() => {
    if (takeAdminRefusal()) setRefused(true);
  }, [key]);
  return (
    <div role="status" className="mx-auto max-w-6xl px-4 sm:px-6">
      {refused && (
        <p className="mt-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          {ADMIN_REFUSAL_TEXT}
        </p>
      )}
    </div>
  );
}
