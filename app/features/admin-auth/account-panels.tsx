import { Form, Link, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";

/** What /admin/account's forms answer: the next step of enrolling, or how a change went. */
export type AccountAnswer =
  | { kind: "scan"; secret: string; uri: string; qrSvg: string; errors?: Record<string, string> }
  | { kind: "codes"; recoveryCodes: string[] }
  | { kind: "begin" | "disable" | "policy"; errors: Record<string, string> }
  | { kind: "done"; message: string };

type AccountState = {
  loginId: string;
  secondFactorOn: boolean;
  required: boolean;
  /** where to go on once enrolled, when a page sent the admin here */
  next: string | null;
};

const card = "mt-6 rounded-xl bg-white p-5 ring-1 ring-slate-200";

/** The password and current code asked before a change a stolen session must not make alone. */
function ProofFields({ errors }: { errors?: Record<string, string> }) {
  return (
    <>
      <TextField
        label="Your password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={errors?.password}
      />
      <TextField
        label="Code from your authenticator app, or a recovery code"
        name="code"
        autoComplete="one-time-code"
        inputMode="text"
        required
        error={errors?.code}
      />
    </>
  );
}

/** Step two of enrolling: scan (or type the key), then prove it with a code. */
function ScanStep({ answer }: { answer: Extract<AccountAnswer, { kind: "scan" }> }) {
  const busy = useNavigation().state !== "idle";
  const key = answer.secret.replace(/(.{4})/g, "$1 ").trim();
  return (
    <div className="mt-4 grid gap-6 sm:grid-cols-[12rem_1fr]">
      <div
        role="img"
        aria-label="QR code to scan with your authenticator app"
        className="mx-auto w-48 sm:mx-0 [&>svg]:h-auto [&>svg]:w-full"
        // drawn on the server from our own otpauth:// address (totp-change.server.ts)
        dangerouslySetInnerHTML={{ __html: answer.qrSvg }}
      />
      <div>
        <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700">
          <li>
            Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 2FAS…).
          </li>
          <li>Scan the QR code, or enter this key by hand:</li>
        </ol>
        <p className="mt-2 break-all rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm text-slate-900">
          {key}
        </p>
        <p className="mt-2 text-sm">
          <a href={answer.uri} className="font-semibold text-brand-800 underline">
            Open in an authenticator app on this device
          </a>
        </p>
        <Form method="post" className="mt-4 space-y-4" noValidate>
          <input type="hidden" name="intent" value="confirm" />
          <input type="hidden" name="secret" value={answer.secret} />
          <input type="hidden" name="uri" value={answer.uri} />
          <TextField
            label="6-digit code from the app"
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            required
            error={answer.errors?.code}
          />
          <button type="submit" disabled={busy} className={buttonClass("primary")}>
            Turn on two-step sign-in
          </button>
        </Form>
      </div>
    </div>
  );
}

function RecoveryCodes({ codes, next }: { codes: string[]; next: string | null }) {
  return (
    <div className="mt-4">
      <Notice tone="success">Two-step sign-in is on.</Notice>
      <p className="mt-4 text-sm text-slate-700">
        Keep these recovery codes somewhere safe (a password manager, or printed). Each one signs you in once
        if you lose your phone. They are shown only now.
      </p>
      <ul
        aria-label="Recovery codes"
        className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm text-slate-900"
      >
        {codes.map((code) => (
          <li key={code} className="rounded bg-slate-100 px-2 py-1">
            {code}
          </li>
        ))}
      </ul>
      <Link to={next ?? "/admin"} className={`${buttonClass("primary")} mt-5`}>
        Continue to the admin
      </Link>
    </div>
  );
}

/** The admin's own second factor: enrol it, move it to a new phone, or turn it off. */
export function TwoStepPanel({ state, answer }: { state: AccountState; answer?: AccountAnswer }) {
  const busy = useNavigation().state !== "idle";
  const mustEnrol = state.required && !state.secondFactorOn;
  return (
    <section aria-labelledby="two-step-heading" className={card}>
      <h2 id="two-step-heading" className="text-lg font-semibold text-slate-900">
        Two-step sign-in
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {state.secondFactorOn
          ? "On: signing in takes your password and a code from your authenticator app."
          : "Off: signing in takes only your password. Add a code from an authenticator app on your phone, so a stolen password alone cannot open the admin."}
      </p>
      {mustEnrol && answer?.kind !== "codes" && (
        <div className="mt-4">
          <Notice tone="error">
            The agency requires two-step sign-in of every admin. Set it up to continue to the admin.
          </Notice>
        </div>
      )}
      {answer?.kind === "scan" ? (
        <ScanStep answer={answer} />
      ) : answer?.kind === "codes" ? (
        <RecoveryCodes codes={answer.recoveryCodes} next={state.next} />
      ) : !state.secondFactorOn ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="begin" />
          <button type="submit" disabled={busy} className={buttonClass("primary")}>
            Set up two-step sign-in
          </button>
        </Form>
      ) : (
        <div className="mt-4 grid gap-6 md:grid-cols-2">
          <Form method="post" className="space-y-4" noValidate aria-labelledby="move-heading">
            <h3 id="move-heading" className="font-semibold text-slate-900">
              Move to a new phone
            </h3>
            <input type="hidden" name="intent" value="begin" />
            <ProofFields errors={answer?.kind === "begin" ? answer.errors : undefined} />
            <button type="submit" disabled={busy} className={buttonClass("secondary")}>
              Set up a new phone
            </button>
          </Form>
          <Form method="post" className="space-y-4" noValidate aria-labelledby="off-heading">
            <h3 id="off-heading" className="font-semibold text-slate-900">
              Turn it off
            </h3>
            <input type="hidden" name="intent" value="disable" />
            <ProofFields errors={answer?.kind === "disable" ? answer.errors : undefined} />
            <button type="submit" disabled={busy} className={buttonClass("danger")}>
              Turn off two-step sign-in
            </button>
          </Form>
        </div>
      )}
    </section>
  );
}

/** The rule for every admin; only an admin with a second factor of their own may change it. */
export function PolicyPanel({ state, answer }: { state: AccountState; answer?: AccountAnswer }) {
  const busy = useNavigation().state !== "idle";
  const errors = answer?.kind === "policy" ? answer.errors : undefined;
  return (
    <section aria-labelledby="policy-heading" className={card}>
      <h2 id="policy-heading" className="text-lg font-semibold text-slate-900">
        Every admin
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {state.required
          ? "Every admin must use two-step sign-in: an admin without it can only set it up."
          : "Two-step sign-in is each admin's choice."}
      </p>
      {!state.secondFactorOn ? (
        <p className="mt-3 text-sm text-slate-700">
          Turn on two-step sign-in for your own account first; then you can require it of every admin.
        </p>
      ) : state.required ? (
        <Form method="post" className="mt-4 space-y-4" noValidate>
          <input type="hidden" name="intent" value="policy" />
          <input type="hidden" name="required" value="false" />
          <ProofFields errors={errors} />
          <button type="submit" disabled={busy} className={buttonClass("secondary")}>
            Stop requiring it
          </button>
        </Form>
      ) : (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="policy" />
          <input type="hidden" name="required" value="true" />
          {errors?.required && <Notice tone="error">{errors.required}</Notice>}
          <button type="submit" disabled={busy} className={buttonClass("primary")}>
            Require two-step sign-in for every admin
          </button>
        </Form>
      )}
    </section>
  );
}
