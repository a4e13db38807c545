import { useT } from '../../../i18n/catalog';
import { adminContentCatalog } from './i18n';

/** How much of an upload has been sent; on slow mobile data a 2 MB file takes a while. */
export function UploadProgress({ fraction, label }: { fraction: number; label: string }) {
  const t = useT(adminContentCatalog);
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div className="admin-progress">
      <label htmlFor="upload-progress">{t('adminContent.common.progress', { label, percent })}</label>
      <progress id="upload-progress" max={100} value={percent}>
        {percent}%
      </progress>
    </div>
  );
}
