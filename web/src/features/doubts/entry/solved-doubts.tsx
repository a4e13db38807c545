import { useId, useState, type ComponentType } from 'react';
import { useT } from '../../../i18n/catalog';
import { doubtsEntryCatalog } from './i18n';
import type { SolvedDoubtsListProps } from '../components/solved-doubts-list';

let loading: Promise<{ SolvedDoubtsList: ComponentType<SolvedDoubtsListProps> }> | null = null;
const loadList = () =>
  (loading ??= import('../components/solved-doubts-list').catch((error: unknown) => {
    loading = null;
    throw error;
  }));

/**
 * "Solved doubts" under a lesson: closed at first, so the player's first load asks for nothing
 * more; opening it fetches the list (and its code) once.
 */
export function SolvedDoubts({ courseId, lessonId }: SolvedDoubtsListProps) {
  const t = useT(doubtsEntryCatalog);
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [List, setList] = useState<ComponentType<SolvedDoubtsListProps> | null>(null);
  const [failed, setFailed] = useState(false);

  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (next && !List) {
      setFailed(false);
      loadList().then(
        (module) => setList(() => module.SolvedDoubtsList),
        () => setFailed(true),
      );
    }
  };

  return (
    <section className="solved-doubts" aria-label={t('doubtsEntry.solved')}>
      <button type="button" className="button button-outline button-small" aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        {open ? t('doubtsEntry.hideSolved') : t('doubtsEntry.showSolved')}
      </button>
      <div id={panelId} hidden={!open}>
        {open &&
          (List ? (
            <List courseId={courseId} lessonId={lessonId} />
          ) : failed ? (
            <p role="alert">{t('doubtsEntry.loadFailed')}</p>
          ) : (
            <p role="status">{t('doubtsEntry.loading')}</p>
          ))}
      </div>
    </section>
  );
}
