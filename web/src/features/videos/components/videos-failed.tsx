/** The spec's failure state (§8), in place of the grid. */
export function VideosFailed() {
  return (
    <div className="videos-failed" role="alert">
      <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M12 2 1 21h22L12 2Zm0 4.2L19.5 19h-15L12 6.2ZM11 10v5h2v-5h-2Zm0 6v2h2v-2h-2Z" />
      </svg>
      <p>Failed to load videos. Check API key or playlist ID.</p>
    </div>
  );
}
