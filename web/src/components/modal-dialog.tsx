import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useT } from '../i18n/catalog';
import { modalCatalog } from './modal/i18n';
import { Icon, icons } from './icons';
import './modal-dialog.css';

interface ModalDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Extra class for sizing (the note viewer is larger than the invoice). */
  className?: string;
  /** Set while an action is under way, so Escape and the close button cannot interrupt it. */
  busy?: boolean;
}

/**
 * A modal on the native <dialog>: the browser provides the top layer, the inert page behind it,
 * focus moving in and back out, and Escape. Shared by the notes viewer and the plans invoice: a
 * candidate for web/src/components.
 */
export function ModalDialog({ open, title, onClose, children, className = '', busy = false }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const t = useT(modalCatalog);

  // Layout effect: a caller that closes the modal inside flushSync can rely on it being closed
  // (out of the top layer) before it opens a sweetalert2 dialog, which would otherwise sit under it.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`modal-dialog ${className}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: React state decides whether the dialog is open, not the browser.
        event.preventDefault();
        if (!busy) onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, outside its content box.
        if (event.target === event.currentTarget && !busy) onClose();
      }}
    >
      {open && (
        <div className="modal-dialog-content">
          <div className="modal-dialog-header">
            <h2 id={titleId}>{title}</h2>
            <button className="modal-dialog-close" type="button" onClick={onClose} disabled={busy} aria-label={t('modal.close')}>
              <Icon path={icons.close} size={24} />
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
