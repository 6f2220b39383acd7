import { useId } from "react";

type StepperProps = {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  /** the buttons' names: 'Fewer travellers', 'More travellers' */
  decreaseLabel: string;
  increaseLabel: string;
};

/** A whole number changed with − and + buttons, its value announced as it changes. */
export function Stepper({
  label,
  value,
  onChange,
  min = 1,
  max = Number.MAX_SAFE_INTEGER,
  decreaseLabel,
  increaseLabel,
}: StepperProps) {
  const labelId = useId();
  const button =
    "h-10 w-10 rounded-full text-xl font-bold text-brand-800 ring-1 ring-slate-300 disabled:text-slate-400";
  return (
    <div className="flex items-center justify-between">
      <span id={labelId} className="text-sm font-semibold text-slate-800">
        {label}
      </span>
      <div role="group" aria-labelledby={labelId} className="flex items-center gap-3">
        <button
          type="button"
          aria-label={decreaseLabel}
          disabled={value <= min}
          onClick={() => onChange(Math.max(min, value - 1))}
          className={button}
        >
          −
        </button>
        <output aria-live="polite" className="w-8 text-center text-lg font-bold text-slate-900">
          {value}
        </output>
        <button
          type="button"
          aria-label={increaseLabel}
          disabled={value >= max}
          onClick={() => onChange(Math.min(max, value + 1))}
          className={button}
        >
          +
        </button>
      </div>
    </div>
  );
}
