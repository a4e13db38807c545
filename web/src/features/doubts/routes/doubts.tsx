import { useParams } from 'react-router-dom';
import { DoubtThreadPage } from '../components/doubt-thread-page';
import { MyDoubtsPage } from '../components/my-doubts-page';
import '../components/doubts.css';

/**
 * /doubts (the student's doubts) and /doubts/:doubtId (one doubt's thread): one chunk for both,
 * as a student goes from one to the other.
 */
export function Component() {
  const { doubtId } = useParams();
  return doubtId ? <DoubtThreadPage key={doubtId} doubtId={doubtId} /> : <MyDoubtsPage />;
}
