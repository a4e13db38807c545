import { useAsyncError, useRevalidator } from 'react-router-dom';
import './catalogue.css';
import { ApiError } from '../../lib/api-client';

/**
 * The failed state of a catalogue list (courses, notes, plans): what went wrong and a way to try
 * again. Rendered as an <Await> errorElement, so it reads the rejection itself, and "Try again"
 * re-runs the route's loader.
 */
export function LoadError({ title }: { title: string }) {
  const error = useAsyncError();
  const revalidator = useRevalidator();
  const detail = error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';
  const retrying = revalidator.state === 'loading';

  return (
    <div className="load-error" role="alert">
      <WarningIcon />
      <h2>{title}</h2>
      <p>{detail}</p>
      <button className="button button-primary" type="button" onClick={() => void revalidator.revalidate()} disabled={retrying}>
        {retrying ? 'Trying again...' : 'Try again'}
      </button>
    </div>
  );
}

export function WarningIcon({ className = 'load-error-icon' }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12 2 1 21h22L12 2Zm0 4.2L19.5 19h-15L12 6.2ZM11 10v5h2v-5h-2Zm0 6v2h2v-2h-2Z" />
    </svg>
  );
}
