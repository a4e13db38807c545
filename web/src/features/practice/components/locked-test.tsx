import { Link } from 'react-router-dom';
import { PRACTICE_TEXT } from '../messages';

/** A subscribers' test seen by a student without a plan: why it is closed, and Subscribe. */
export function LockedTest({ small = false }: { small?: boolean }) {
  return (
    <div className="button-row">
      <p className="test-locked">{PRACTICE_TEXT.locked}</p>
      <Link className={`button button-accent${small ? ' button-small' : ''}`} to="/SubscriptioinPage">
        {PRACTICE_TEXT.subscribe}
      </Link>
    </div>
  );
}
