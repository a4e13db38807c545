import { Icon, icons } from '../../../components/icons';
import { useT } from '../../../i18n/catalog';
import { videosCatalog } from '../i18n';

/** The spec's failure state (§8), in place of the grid. */
export function VideosFailed() {
  const t = useT(videosCatalog);
  return (
    <div className="videos-failed" role="alert">
      <Icon path={icons.warning} size={40} />
      <p>{t('videos.failed')}</p>
    </div>
  );
}
