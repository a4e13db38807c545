import { useT } from '../../../i18n/catalog';
import { useLoad } from '../../../lib/use-load';
import { useObjectUrl } from '../../../lib/use-object-url';
import { fetchDoubtPhoto, type DoubtPhoto } from './api';
import { adminDoubtsCatalog } from './i18n';

/** A message's photos, each fetched with the teacher's token (the API never serves them to a bare <img>). */
export function DoubtPhotos({ doubtId, photos, owner }: { doubtId: string; photos: readonly DoubtPhoto[]; owner: string }) {
  if (photos.length === 0) return null;
  return (
    <ul className="doubts-photos">
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <Photo doubtId={doubtId} photo={photo} number={index + 1} owner={owner} />
        </li>
      ))}
    </ul>
  );
}

function Photo({ doubtId, photo, number, owner }: { doubtId: string; photo: DoubtPhoto; number: number; owner: string }) {
  const t = useT(adminDoubtsCatalog);
  const loaded = useLoad(`${doubtId}/${photo.id}`, async (signal) => (await fetchDoubtPhoto(doubtId, photo.id, signal)).blob);
  const url = useObjectUrl(loaded.data);
  const label = t('adminDoubts.photo.label', { number, name: owner });
  if (loaded.error) {
    return (
      <button type="button" className="doubts-photo doubts-photo-failed" onClick={loaded.reload}>
        {t('adminDoubts.photo.failed', { number })}
      </button>
    );
  }
  if (!url) {
    return (
      <span className="doubts-photo doubts-photo-loading" role="status" style={{ aspectRatio: `${photo.width} / ${photo.height}` }}>
        {t('adminDoubts.photo.loading', { number })}
      </span>
    );
  }
  // The full photo opens in a new tab from its local address, the same bytes without asking again.
  return (
    <a className="doubts-photo" href={url} target="_blank" rel="noopener" aria-label={t('adminDoubts.photo.open', { label })}>
      <img src={url} alt={label} width={photo.width} height={photo.height} />
    </a>
  );
}
