import { useState } from "react";
import type { SessionSummary } from "#domain/accounts/session";
import { endOtherSessions, endSession, fetchSessions } from "../api/account";
import { ActionBanners } from "../ui/banner";
import { ConfirmDialog } from "../ui/dialogs/confirm-dialog";
import { ReauthenticationDialog } from "../ui/dialogs/reauthentication-dialog";
import { ADMIN_FAILURES } from "../ui/error-catalogue";
import { formatDateTime } from "../ui/format";
import { AdminTable } from "../ui/lists/admin-table";
import { RemoveButton } from "../ui/lists/row-actions";
import { cellClass, mutedText, panelClass, secondaryButton } from "../ui/styles";
import { useAction } from "../ui/use-action";
import { useAsyncData } from "../ui/use-async-data";

const FAILURE = ADMIN_FAILURES.sessions;
/**
 * The times have columns of their own on wider screens; on a phone they sit under the device,
 * so the table fits 375 px without scrolling sideways.
 */
const WIDE_ONLY = "hidden sm:table-cell";
const HEADERS = [
  "Device",
  { label: "Signed in", className: WIDE_ONLY },
  { label: "Last seen", className: WIDE_ONLY },
  "Actions",
];

/** Where the user is signed in (ASVS 7.5.2), and a way to end any of it but this device. */
export function SessionsSection() {
  const { data: sessions, loading, error, setData } = useAsyncData(fetchSessions, FAILURE.load);
  const action = useAction();
  const [ending, setEnding] = useState<SessionSummary | null>(null);
  const [endingOthers, setEndingOthers] = useState(false);
  const others = (sessions ?? []).filter((session) => !session.current);
  const keep = (kept: (session: SessionSummary) => boolean) => setData((list) => list?.filter(kept) ?? null);

  async function endOne() {
    if (!ending) return;
    const { id } = ending;
    const done = await action.run(() => endSession(id), FAILURE.end, "The session has been ended.");
    setEnding(null);
    if (done) keep((session) => session.id !== id);
  }

  return (
    <section aria-labelledby="sessions-heading" className={panelClass}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="sessions-heading" className="text-lg font-semibold text-slate-900 dark:text-slate-50">
          Where you are signed in
        </h2>
        <button
          type="button"
          className={secondaryButton}
          disabled={action.busy || others.length === 0}
          onClick={() => setEndingOthers(true)}
        >
          Sign out all other sessions
        </button>
      </div>
      <div className="mb-3 flex flex-col gap-2">
        <ActionBanners action={action} loadError={error} />
      </div>
      <AdminTable
        label="Sessions table"
        headers={HEADERS}
        rows={sessions}
        loading={{ busy: loading, line: "Loading sessions..." }}
      >
        {(session) => (
          <tr key={session.id}>
            <td className={`${cellClass} font-medium`}>
              {session.device}
              {session.current ? (
                <span className="ml-2 inline-block whitespace-nowrap rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-semibold text-indigo-800 dark:bg-indigo-900 dark:text-indigo-100">
                  This device
                </span>
              ) : null}
              <dl className="mt-1 text-xs font-normal text-slate-600 sm:hidden dark:text-slate-400">
                <div>
                  <dt className="inline">Signed in: </dt>
                  <dd className="inline">{formatDateTime(session.createdAt)}</dd>
                </div>
                <div>
                  <dt className="inline">Last seen: </dt>
                  <dd className="inline">{formatDateTime(session.lastSeenAt)}</dd>
                </div>
              </dl>
            </td>
            <td className={`${cellClass} whitespace-nowrap ${WIDE_ONLY}`}>
              {formatDateTime(session.createdAt)}
            </td>
            <td className={`${cellClass} whitespace-nowrap ${WIDE_ONLY}`}>
              {formatDateTime(session.lastSeenAt)}
            </td>
            <td className={cellClass}>
              {session.current ? (
                <span className={mutedText}>Use Logout to end</span>
              ) : (
                <RemoveButton
                  label={`End session on ${session.device}, signed in ${formatDateTime(session.createdAt)}`}
                  text="End session"
                  onClick={() => setEnding(session)}
                  disabled={action.busy}
                />
              )}
            </td>
          </tr>
        )}
      </AdminTable>
      <ConfirmDialog
        open={ending !== null}
        message={`End the session on ${ending?.device}? That device will be signed out.`}
        confirmLabel="End session"
        busy={action.busy}
        onConfirm={endOne}
        onCancel={() => setEnding(null)}
      />
      {endingOthers ? (
        <ReauthenticationDialog
          question="Sign out every other device? Only this one stays signed in."
          note="Needed to sign out your other sessions."
          confirmLabel="Sign out others"
          failure={FAILURE.end}
          send={endOtherSessions}
          onDone={() => {
            setEndingOthers(false);
            action.succeeded("All your other sessions have been ended.");
            keep((session) => session.current);
          }}
          onCancel={() => setEndingOthers(false)}
        />
      ) : null}
    </section>
  );
}
