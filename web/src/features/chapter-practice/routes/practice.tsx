import { Navigate, useParams } from 'react-router-dom';
import { PRACTICE_PATH } from '../../../config/practice-paths';
import { PracticePage } from '../components/practice-page';
import { RevisionPage } from '../components/revision-page';
import '../components/chapter-practice.css';

/**
 * /practice (the chapters, a chapter's questions, one question at a time) and /practice/revision
 * (the questions due today): one chunk for both, as a student goes from one to the other. Any
 * other /practice/... leads back to the chapters.
 */
export function Component() {
  const { view } = useParams();
  if (view === 'revision') return <RevisionPage />;
  return view === undefined ? <PracticePage /> : <Navigate to={PRACTICE_PATH} replace />;
}
