import { Icon, icons } from '../../../components/icons';

/** The spec's failure state (§8), in place of the grid. */
export function VideosFailed() {
  return (
    <div className="videos-failed" role="alert">
      <Icon path={icons.warning} size={40} />
      <p>Failed to load videos. Check API key or playlist ID.</p>
    </div>
  );
}
