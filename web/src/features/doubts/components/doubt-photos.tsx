import type { DoubtPhoto } from '@chem/contract';
import { useLoad } from '../../../lib/use-load';
import { useObjectUrl } from '../../../lib/use-object-url';
import { useT } from '../../../i18n/catalog';
import { getDoubtPhoto } from '../api/doubts';
import { doubtsCatalog } from '../i18n';

/**
 * The photos of a doubt or an answer. The API serves them only with the reader's token, so each is
 * fetched as a file and shown from a local address, given back when the photo leaves the screen.
 */
export function DoubtPhotos({ doubtId, photos }: { doubtId: string; photos: readonly DoubtPhoto[] }) {
  if (photos.length === 0) return null;
  return (
    <ul className="doubt-photos">
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <Photo doubtId={doubtId} photo={photo} number={index + 1} />
        </li>
      ))}
    </ul>
  );
}

function Photo({ doubtId, photo, number }: { doubtId: string; photo: DoubtPhoto; number: number }) {
  const t = useT(doubtsCatalog);
  const file = useLoad(`${doubtId}/${photo.id}`, (signal) => getDoubtPhoto(doubtId, photo.id, signal));
  const url = useObjectUrl(file.data);
  const alt = t('doubts.photos.photo', { number });
  if (file.status === 'error') {
    return (
      <span className="doubt-photo doubt-photo-failed">
        {t('doubts.photos.failed', { number })}{' '}
        <button type="button" className="doubt-link-button" onClick={file.reload}>
          {t('doubts.tryAgain')}
        </button>
      </span>
    );
  }
  if (!url) return <span className="doubt-photo doubt-photo-loading" role="status" aria-label={t('doubts.photos.loading', { number })} />;
  return (
    <a className="doubt-photo" href={url} target="_blank" rel="noopener" aria-label={t('doubts.photos.open', { number })}>
      <img src={url} alt={alt} width={photo.width} height={photo.height} />
    </a>
  );
}
