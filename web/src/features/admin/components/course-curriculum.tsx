import { useState } from 'react';
import { useT } from '../../../i18n/catalog';
import { useLoad } from '../../../lib/use-load';
import type { Course } from '../api/courses';
import { getCurriculum } from '../api/curriculum';
import { ChapterEditor } from './chapter-editor';
import { rowsFromCurriculum, rowsFromNames, type ChapterRow } from './curriculum-rows';
import { adminContentCatalog } from './i18n';

interface CourseCurriculumProps {
  /** The chapters, or null while they load (or failed to). */
  rows: ChapterRow[] | null;
  failed: boolean;
  onRetry: () => void;
  onChange: (rows: ChapterRow[]) => void;
}

/** The course's chapters and lessons: the editor once they are here, else why they are not. */
export function CourseCurriculum({ rows, failed, onRetry, onChange }: CourseCurriculumProps) {
  const t = useT(adminContentCatalog);
  if (rows) return <ChapterEditor rows={rows} onChange={onChange} />;
  if (failed) {
    return (
      <div className="admin-field" role="alert">
        <p className="admin-field-error">{t('adminContent.courseForm.lessonsFailed')}</p>
        <button type="button" className="button button-outline button-small" onClick={onRetry}>
          {t('adminContent.common.tryAgain')}
        </button>
      </div>
    );
  }
  return (
    <p className="admin-hint" role="status">
      {t('adminContent.courseForm.loadingLessons')}
    </p>
  );
}

/**
 * The course's chapters with every lesson's content, for editing: asked of the API when an
 * existing course opens (the list carries chapter names only); a new course starts empty. The
 * rows as edited replace them.
 */
export function useCurriculum(course: Course | null) {
  const courseId = course?._id ?? null;
  const names = course && course.onlineLessons === 0 ? course.chapters : null;
  const loaded = useLoad(courseId !== null && !names ? courseId : null, async (signal) =>
    rowsFromCurriculum((await getCurriculum(courseId!, signal)).chapters),
  );
  // A course without lessons on the site needs no request: its chapter names are all there is.
  const [fromNames] = useState(() => (course === null ? [] : names ? rowsFromNames(names) : null));
  const [edited, setRows] = useState<ChapterRow[] | null>(null);
  return { rows: edited ?? fromNames ?? loaded.data ?? null, setRows, failed: loaded.status === 'error', retry: loaded.reload };
}
