import { Icon, icons } from '../../../components/icons';
import { useT } from '../../../i18n/catalog';
import { videosCatalog } from '../i18n';

/** What the page says when the videos cannot be loaded, in place of the grid. */
export function VideosFailed() {
  const t = useT(videosCatalog);
  return (
    <div className="videos-failed" role="alert">
      <Icon path={icons.warning} size={40} />
      <p>{t('videos.failed')}</p>
    </div>
  );
}
