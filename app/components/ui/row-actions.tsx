import type { ReactNode } from "react";
import { buttonClass } from "./button";

/**
 * The buttons of an admin table's row: one above the other, equally wide, on a phone (where the
 * column is narrow), side by side from `sm` up.
 */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-stretch gap-1 sm:flex-row sm:flex-wrap sm:items-center">
      {children}
    </div>
  );
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
