import { useEffect, useRef, useState } from "react";
import type { TwoFactorSetup, TwoFactorStatus } from "#domain/accounts/two-factor";
import {
  confirmTwoFactorSetup,
  fetchTwoFactorStatus,
  startTwoFactorSetup,
  turnOffTwoFactor,
} from "../api/account";
import { useAdminSession } from "../ui/admin-session";
import { ActionBanners } from "../ui/banner";
import { downloadText } from "../ui/download";
import { ADMIN_FAILURES } from "../ui/error-catalogue";
import { formatDateTime } from "../ui/format";
import { mutedText, panelClass, primaryButton, secondaryButton } from "../ui/styles";
import { useAsyncData } from "../ui/use-async-data";
import { useCopyText } from "../ui/use-copy-text";
import { ProofForm } from "./proof-form";

const FAILURE = ADMIN_FAILURES.twoFactor;
const stepHeading = "text-base font-semibold text-slate-900 outline-none dark:text-slate-50";
const codeText = "font-mono text-sm break-all text-slate-900 dark:text-slate-100";

/** A step's heading takes focus as the step appears, since the button that led there is gone. */
function StepHeading({ children }: { children: React.ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h3 ref={ref} tabIndex={-1} className={stepHeading}>
      {children}
    </h3>
  );
}

/** "JBSW Y3DP EHPK 3PXP": easier to type into an app by hand. */
const inFours = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

function ScanStep({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-col gap-4">
      <StepHeading>Scan the QR code with your authenticator app</StepHeading>
      <div className="flex flex-wrap items-start gap-6">
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrCodeSvg)}`}
          alt="QR code for your authenticator app"
          width={192}
          height={192}
          className="rounded-md border border-slate-200 bg-white dark:border-slate-600"
        />
        <dl className="flex min-w-0 flex-1 basis-64 flex-col gap-3">
          <div>
            <dt className="text-sm font-medium text-slate-800 dark:text-slate-200">
              Setup key, to type in by hand
            </dt>
            <dd className={codeText}>{inFours(setup.secret)}</dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-slate-800 dark:text-slate-200">Setup address</dt>
            <dd className={codeText}>{setup.uri}</dd>
          </div>
        </dl>
      </div>
      <p className={mutedText}>
        Then enter the 6-digit code the app shows. This setup expires at {formatDateTime(setup.expiresAt)}.
      </p>
      <ProofForm
        fields={["code"]}
        submitLabel="Turn on"
        failure={FAILURE.setup}
        send={async ({ code }) => onConfirmed((await confirmTwoFactorSetup(code)).recoveryCodes)}
        onCancel={onCancel}
      />
    </div>
  );
}

/** The file the codes download as: named for the site, so it is found again in a downloads folder. */
const RECOVERY_CODES_FILE = "ai-solutions-recovery-codes.txt";

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const copied = useCopyText();
  const text = codes.join("\n");
  return (
    <div className="flex flex-col gap-4">
      <StepHeading>Save your recovery codes</StepHeading>
      <p className="text-sm text-slate-800 dark:text-slate-200">
        Two-factor sign-in is on. If you lose your phone, each of these codes signs you in once instead of a
        code from the app. Keep them somewhere safe, such as a password manager: they are shown only now.
      </p>
      <ul aria-label="Recovery codes" className="grid max-w-md grid-cols-2 gap-2">
        {codes.map((code) => (
          <li key={code} className={`${codeText} rounded bg-slate-100 px-2 py-1 dark:bg-slate-800`}>
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={secondaryButton} onClick={() => copied.copy(text)}>
          Copy
        </button>
        <button
          type="button"
          className={secondaryButton}
          onClick={() => downloadText(RECOVERY_CODES_FILE, `${text}\n`, "text/plain")}
        >
          Download
        </button>
        <span role="status" className="text-sm">
          {copied.message}
        </span>
      </div>
      <div>
        <button type="button" className={primaryButton} onClick={onDone}>
          I have saved my recovery codes
        </button>
      </div>
    </div>
  );
}

function TurnedOn({ status, onTurnedOff }: { status: TwoFactorStatus; onTurnedOff: () => void }) {
  const left = status.recoveryCodesLeft;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-800 dark:text-slate-200">
        Two-factor sign-in is on. You have {left} recovery code{left === 1 ? "" : "s"} left.
      </p>
      {status.required ? (
        <p className={mutedText}>Administrators must keep two-factor sign-in on.</p>
      ) : (
        <>
          <h3 className={stepHeading}>Turn off two-factor sign-in</h3>
          <ProofForm
            fields={["currentPassword", "code"]}
            codeHint="A code from the app, or one of your recovery codes."
            submitLabel="Turn off two-factor sign-in"
            failure={FAILURE.turnOff}
            send={async (proof) => {
              await turnOffTwoFactor(proof);
              onTurnedOff();
            }}
          />
        </>
      )}
    </div>
  );
}

/** Two-factor sign-in (TOTP) of the signed-in user: turning it on with a QR code, or off. */
export function TwoFactorSection() {
  const { twoFactorChanged } = useAdminSession();
  const { data: status, loading, error, setData } = useAsyncData(fetchTwoFactorStatus, FAILURE.load);
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  function changed(enabled: boolean, recoveryCodesLeft: number) {
    setData((current) => current && { ...current, enabled, recoveryCodesLeft });
    setSuccess(enabled ? null : "Two-factor sign-in is off.");
    twoFactorChanged(enabled);
  }

  function step() {
    if (!status) return null;
    if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
    if (setup) {
      return (
        <ScanStep
          setup={setup}
          onConfirmed={(codes) => {
            setSetup(null);
            setRecoveryCodes(codes);
            changed(true, codes.length);
          }}
          onCancel={() => setSetup(null)}
        />
      );
    }
    if (status.enabled) return <TurnedOn status={status} onTurnedOff={() => changed(false, 0)} />;
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-800 dark:text-slate-200">
          Two-factor sign-in is off. When it is on, signing in asks for your password and then a 6-digit code
          from an authenticator app on your phone, such as Google Authenticator, Microsoft Authenticator or
          1Password.
        </p>
        <ProofForm
          fields={["currentPassword"]}
          submitLabel="Set up two-factor sign-in"
          failure={FAILURE.setup}
          send={async ({ currentPassword }) => {
            setSuccess(null);
            setSetup(await startTwoFactorSetup(currentPassword));
          }}
        />
      </div>
    );
  }

  return (
    <section aria-labelledby="two-factor-heading" className={panelClass}>
      <h2 id="two-factor-heading" className="mb-3 text-lg font-semibold text-slate-900 dark:text-slate-50">
        Two-factor sign-in
      </h2>
      <div className="flex flex-col gap-3">
        <ActionBanners action={{ error, success }} />
        {loading ? <p>Loading two-factor sign-in...</p> : null}
        {step()}
      </div>
    </section>
  );
}
