import type { ReactNode } from "react";

/** A success or error line at the top of a screen, announced to screen readers when it appears. */
export function Notice({ tone, children }: { tone: "success" | "error"; children: ReactNode }) {
  const look =
    tone === "success"
      ? "border-green-300 bg-green-50 text-green-900"
      : "border-red-300 bg-red-50 text-red-900";
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={`mt-4 rounded-lg border px-4 py-3 text-sm font-medium ${look}`}
    >
      {children}
    </p>
  );
}
