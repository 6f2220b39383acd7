import { Fragment } from "react";

/**
 * An email address that wraps only where a reader expects it to, before the "@" and the dots of
 * the domain, instead of mid-word (`break-all`). Copying it still gives the plain address.
 */
export function EmailText({ email, className = "" }: { email: string; className?: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <span className={`break-words ${className}`} title={email}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
