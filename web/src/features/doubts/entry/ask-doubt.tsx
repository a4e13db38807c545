import { useState, type ComponentType } from 'react';
import type { DoubtContextInput } from '@chem/contract';
import { useT } from '../../../i18n/catalog';
import { doubtsEntryCatalog } from './i18n';
import type { AskDoubtDialogProps, CourseChoice } from '../components/ask-doubt-dialog';

interface AskDoubtProps {
  /**
   * Where the doubt comes from. A function is read when the form opens: the course player's video
   * gives the second it is at then.
   */
  context: DoubtContextInput | (() => DoubtContextInput);
  /** Where, as the student reads it (the lesson's title, "Question 3"), shown on the form. */
  about?: string;
  /** A general doubt: the student's courses to choose among (the context's course first). */
  courses?: readonly CourseChoice[];
  /** Whether the course is free, where the screen knows it: the form then says up front whether this student may ask. */
  freeCourse?: boolean;
  className?: string;
}

let loading: Promise<{ AskDoubtDialog: ComponentType<AskDoubtDialogProps> }> | null = null;
/** The form and everything it needs (the feature's texts, KaTeX for the preview) load on first use. */
const loadDialog = () =>
  (loading ??= import('../components/ask-doubt-dialog').catch((error: unknown) => {
    loading = null;
    throw error;
  }));

/**
 * "Ask a doubt": a button in the screen's own chunk; the form is a chunk of its own, fetched when
 * the student reaches for the button (hover, focus) or presses it.
 */
export function AskDoubt({ context, about, courses, freeCourse, className = 'button button-outline button-small' }: AskDoubtProps) {
  const t = useT(doubtsEntryCatalog);
  const [opened, setOpened] = useState<{ context: DoubtContextInput; Dialog: ComponentType<AskDoubtDialogProps> } | null>(null);
  const [state, setState] = useState<'idle' | 'opening' | 'failed'>('idle');

  const open = () => {
    const at = typeof context === 'function' ? context() : context;
    setState('opening');
    loadDialog().then(
      (module) => {
        setState('idle');
        setOpened({ context: at, Dialog: module.AskDoubtDialog });
      },
      () => setState('failed'),
    );
  };

  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        disabled={state === 'opening'}
        onPointerEnter={() => void loadDialog().catch(() => undefined)}
        onFocus={() => void loadDialog().catch(() => undefined)}
        onClick={open}
      >
        {t('doubtsEntry.ask')}
      </button>
      {state === 'opening' && (
        <span className="visually-hidden" role="status">
          {t('doubtsEntry.opening')}
        </span>
      )}
      {state === 'failed' && (
        <span className="doubt-entry-problem" role="alert">
          {t('doubtsEntry.loadFailed')}
        </span>
      )}
      {opened && (
        <opened.Dialog context={opened.context} about={about} courses={courses} freeCourse={freeCourse} onClose={() => setOpened(null)} />
      )}
    </>
  );
}
