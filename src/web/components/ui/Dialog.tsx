import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** 'drawer-start' and 'drawer-end' slide in from a side; 'modal' sits in the middle. */
  variant: 'drawer-start' | 'drawer-end' | 'modal';
  /** Hides the visible title (it still names the dialog). */
  hideTitle?: boolean;
  /** Extra classes on the <dialog> (a wider modal, say). */
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog> element: the browser makes the rest of the page inert,
 * keeps focus inside and handles Escape; this returns focus to where it was on close.
 */
export function Dialog({ open, onClose, title, variant, hideTitle = false, className, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      document.documentElement.classList.add('has-dialog');
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onNativeClose = () => {
      document.documentElement.classList.remove('has-dialog');
      returnTo.current?.focus();
      returnTo.current = null;
    };
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('close', onNativeClose);
      document.documentElement.classList.remove('has-dialog');
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`dialog dialog-${variant}${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      onCancel={(e) => {
        // Escape: let React state drive closing, so open and the element never disagree.
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        // A click on the backdrop lands on the <dialog> itself, outside its inner panel.
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div className="dialog-panel">
        <div className="dialog-header">
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'dialog-title'}>
            {title}
          </h2>
          <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
            <X aria-hidden="true" size={20} />
          </button>
        </div>
        <div className="dialog-body">{open && children}</div>
      </div>
    </dialog>
  );
}
