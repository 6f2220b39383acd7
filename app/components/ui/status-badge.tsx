import type { ReactNode } from "react";

export type BadgeTone = "green" | "red" | "yellow" | "blue" | "slate";

const tones: Record<BadgeTone, { badge: string; dot: string }> = {
  green: { badge: "bg-green-100 text-green-800 ring-green-600/30", dot: "bg-green-600" },
  red: { badge: "bg-red-100 text-red-800 ring-red-600/30", dot: "bg-red-600" },
  yellow: { badge: "bg-yellow-100 text-yellow-900 ring-yellow-600/40", dot: "bg-yellow-500" },
  blue: { badge: "bg-sky-100 text-sky-900 ring-sky-600/30", dot: "bg-sky-600" },
  slate: { badge: "bg-slate-100 text-slate-800 ring-slate-500/30", dot: "bg-slate-500" },
};

/** A coloured dot and a word: the colour helps, the word says it (colour alone is not enough). */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  const style = tones[tone];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${style.badge}`}
    >
      <span aria-hidden="true" className={`h-2 w-2 rounded-full ${style.dot}`} />
      {children}
    </span>
  );
}
