import { Link } from "react-router";

/**
 * The line under every form that takes personal data (DPDP Act 2023, s. 5): what sending it means,
 * and the privacy notice one click away. `purpose` completes "We use these details to …".
 */
export function PrivacyNoticeLink({ purpose, tone = "light" }: { purpose: string; tone?: "light" | "dark" }) {
  const text = tone === "dark" ? "text-slate-200" : "text-slate-600";
  const link = tone === "dark" ? "text-white underline" : "text-brand-800 underline";
  return (
    <p className={`text-xs leading-5 ${text}`}>
      We use these details {purpose}.{" "}
      <Link to="/privacy-notice" className={`font-medium ${link}`}>
        Privacy notice
      </Link>{" "}
      (
      <Link to="/hi/privacy-notice" lang="hi" className={`font-medium ${link}`}>
        हिन्दी
      </Link>
      )
    </p>
  );
}

/** The booking adult's confirmation that they may give a child's details, recorded as consent. */
export function GuardianConfirmation({ error }: { error?: string }) {
  return (
    <div>
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          name="guardian_confirmed"
          value="yes"
          className="mt-0.5 size-4 shrink-0"
          aria-describedby={error ? "guardian-error" : undefined}
          aria-invalid={error ? true : undefined}
        />
        <span>
          If a traveller is under 18, I am their parent or legal guardian and agree to their details being
          used for this trip.
        </span>
      </label>
      {error && (
        <p id="guardian-error" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
