import type { ReactNode } from 'react';
import { useT } from '../../../i18n/catalog';
import { adminContentCatalog } from './i18n';

interface HindiVersionProps {
  /** Shown when asked for, or when the course or note already has a Hindi text. */
  open: boolean;
  onOpen: () => void;
  /** The input that takes the focus once the fields appear. */
  firstFieldId: string;
  children: ReactNode;
}

/**
 * The optional Hindi title and description of a course or a note (shown on the public pages when
 * the site is in Hindi): behind one button until the teacher asks for them, so a form for an
 * English-only course stays as short as before.
 */
export function HindiVersion({ open, onOpen, firstFieldId, children }: HindiVersionProps) {
  const t = useT(adminContentCatalog);
  if (open) return <>{children}</>;
  return (
    <div className="admin-field">
      <button
        type="button"
        className="button button-outline button-small"
        aria-expanded={false}
        onClick={() => {
          onOpen();
          requestAnimationFrame(() => document.getElementById(firstFieldId)?.focus());
        }}
      >
        {t('adminContent.common.addHindi')}
      </button>
    </div>
  );
}
