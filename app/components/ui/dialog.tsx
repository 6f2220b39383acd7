import { useEffect, useId, useRef, type ReactNode } from "react";
import { buttonClass } from "./button";

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** a short line under the title, read out with it */
  description?: ReactNode;
  children: ReactNode;
  /**
   * "center" for a modal card, "right" for a panel that slides in from the right edge, "sheet" for
   * a sheet along the bottom edge on a phone that is a centred card on larger screens
   */
  placement?: "center" | "right" | "sheet";
  className?: string;
};

/**
 * A modal dialog on the platform's own `<dialog>`: `showModal()` keeps focus inside and makes the
 * page behind it inert, Escape closes it, and focus returns to what opened it on close.
 * A click on the backdrop closes it too.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  placement = "center",
  className = "",
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement as HTMLElement | null;
      dialog.showModal();
      return () => {
        if (dialog.open) dialog.close();
        opener?.focus?.();
      };
    }
  }, [open]);

  const frame = {
    right: "m-0 ml-auto h-full max-h-none w-full max-w-md rounded-none sm:rounded-l-2xl dialog-slide-right",
    center: "m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl dialog-pop",
    sheet:
      "mx-0 mb-0 mt-auto max-h-[85svh] w-full max-w-none rounded-t-2xl dialog-sheet sm:m-auto sm:max-h-[calc(100%-2rem)] sm:w-[calc(100%-2rem)] sm:max-w-lg sm:rounded-2xl",
  }[placement];

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
      className={`bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-900/60 ${frame} ${className}`}
    >
      {open && (
        <div className="flex max-h-[inherit] flex-col">
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <div>
              <h2 id={titleId} className="font-display text-xl font-bold text-slate-900">
                {title}
              </h2>
              {description && (
                <p id={descriptionId} className="mt-1 text-sm text-slate-600">
                  {description}
                </p>
              )}
            </div>
            <button
              type="button"
              onClick={() => onCloseRef.current()}
              className="-mr-2 rounded-full p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
              aria-label="Close"
            >
              <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <div className="overflow-y-auto px-5 py-4">{children}</div>
        </div>
      )}
    </dialog>
  );
}

/**
 * A question before an action that cannot be undone: the way back (`keep`, which only closes) and
 * the action itself (`confirm`, in red), which runs and closes.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  keep,
  confirm,
  onConfirm,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  keep: string;
  confirm: string;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title} description={description}>
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" onClick={onClose} className={buttonClass("secondary")}>
          {keep}
        </button>
        <button
          type="button"
          onClick={() => {
            onConfirm();
            onClose();
          }}
          className={buttonClass("danger")}
        >
          {confirm}
        </button>
      </div>
    </Dialog>
  );
}
