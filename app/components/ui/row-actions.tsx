import type { ReactNode } from "react";
import { buttonClass } from "./button";

/** The buttons of an admin table's row, side by side, wrapping on a narrow screen. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap gap-1">{children}</div>;
}

/**
 * One small button of a row; `label` names the row for a screen reader ("Edit the 12 Mar
 * departure"), since every row's button reads the same.
 */
export function RowAction({
  label,
  onClick,
  variant = "ghost",
  children,
}: {
  label: string;
  onClick: () => void;
  variant?: "secondary" | "ghost";
  children: ReactNode;
}) {
  return (
    <button type="button" onClick={onClick} aria-label={label} className={buttonClass(variant, "sm")}>
      {children}
    </button>
  );
}
