import { useRef, useState, type FormEvent } from 'react';
import { confirmDialog, showToast } from '../../../lib/dialogs';
import { fail, warn } from './notify';
import { UPLOADS } from '@chem/contract';
import { FormActions } from '../../../components/form/form-actions';
import { useT } from '../../../i18n/catalog';
import { adminContentCatalog } from './i18n';
import { deleteBanner, listBanners, uploadBanner, type Banner } from '../api/banners';
import { errorText } from '../../../lib/error-text';
import { EmptyState, LoadError, Loading } from '../../../components/admin-ui';
import { UploadProgress } from './upload-progress';
import { useObjectUrl } from '../../../lib/use-object-url';
import { AdminField } from '../../../components/form/admin-field';
import { useLoad } from '../../../lib/use-load';

/** Upload banner: pick an image (with a preview), upload it to the front of the home carousel, delete. */
export default function BannersSection() {
  const t = useT(adminContentCatalog);
  const banners = useLoad('banners', listBanners);
  const [file, setFile] = useState<File | null>(null);
  const preview = useObjectUrl(file);
  const [progress, setProgress] = useState<number | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  function clearFile() {
    setFile(null);
    if (fileRef.current) fileRef.current.value = '';
  }

  function pick(picked: File | undefined) {
    if (picked && !picked.type.startsWith('image/')) {
      clearFile();
      return void warn(t('adminContent.banners.wrongType'));
    }
    if (picked && picked.size > UPLOADS.banner.maxBytes) {
      clearFile();
      return void warn(t('adminContent.banners.tooLarge'));
    }
    setFile(picked ?? null);
  }

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) return void warn(t('adminContent.banners.selectFile'));
    setProgress(0);
    try {
      const banner = await uploadBanner(file, setProgress);
      // The carousel shows the newest first, and so does this list.
      banners.update((list) => [banner, ...(list ?? [])]);
      clearFile();
      void showToast(t('adminContent.banners.uploaded'));
    } catch (error) {
      void fail(errorText(error, t('adminContent.common.uploadFailed')));
    } finally {
      setProgress(null);
    }
  }

  async function remove(banner: Banner, position: number) {
    const confirmed = await confirmDialog({
      title: t('adminContent.banners.deleteTitle', { position }),
      text: t('adminContent.banners.deleteText'),
      confirmButtonText: t('adminContent.common.delete'),
    });
    if (!confirmed) return;
    try {
      await deleteBanner(banner._id);
      banners.update((list) => (list ?? []).filter((item) => item._id !== banner._id));
      void showToast(t('adminContent.banners.deleted'));
    } catch (error) {
      void fail(errorText(error, t('adminContent.common.deleteFailed')));
    }
  }

  return (
    <>
      {/* noValidate: the spec's own message answers a missing file. */}
      <form className="admin-form shell-card" onSubmit={upload} noValidate aria-label={t('adminContent.banners.formLabel')}>
        <AdminField id="banner-file" label={t('adminContent.banners.image')} hint={t('adminContent.banners.imageHint')}>
          {(control) => (
            <input {...control} ref={fileRef} type="file" accept="image/*" onChange={(event) => pick(event.target.files?.[0])} />
          )}
        </AdminField>
        {preview && (
          <img className="admin-banner-preview" src={preview} alt={t('adminContent.banners.previewAlt')} width={640} height={360} />
        )}
        {progress !== null && <UploadProgress fraction={progress} label={t('adminContent.common.uploadingLabel')} />}
        <FormActions
          busy={progress !== null}
          submitLabel={t('adminContent.banners.upload')}
          busyLabel={t('adminContent.common.uploading')}
        />
      </form>

      {banners.error != null && (
        <LoadError error={banners.error} fallback={t('adminContent.banners.loadFailed')} onRetry={banners.reload} />
      )}
      {banners.status === 'loading' && !banners.data && <Loading label={t('adminContent.banners.loading')} />}
      {banners.data?.length === 0 && <EmptyState>{t('adminContent.banners.empty')}</EmptyState>}
      <ul className="admin-banners" aria-label={t('adminContent.banners.listLabel')}>
        {banners.data?.map((banner, index) => (
          <li key={banner._id} className="admin-banner">
            <img
              src={banner.image}
              alt={t('adminContent.banners.bannerAlt', { position: index + 1 })}
              width={640}
              height={360}
              loading="lazy"
              decoding="async"
            />
            <button
              type="button"
              className="button button-danger button-small"
              aria-label={t('adminContent.banners.deleteNamed', { position: index + 1 })}
              onClick={() => void remove(banner, index + 1)}
            >
              {t('adminContent.common.delete')}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
