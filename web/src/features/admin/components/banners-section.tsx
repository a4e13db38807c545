import { useRef, useState, type FormEvent } from 'react';
import { confirmDialog, showToast } from '../../../lib/dialogs';
import { fail, warn } from './notify';
import { UPLOADS } from '@chem/contract';
import { deleteBanner, listBanners, uploadBanner, type Banner } from '../api/banners';
import { failureText } from '../api/failure';
import { EmptyState, LoadError, Loading } from './section-state';
import { UploadProgress } from './upload-progress';
import { useFilePreview } from './use-file-preview';
import { useLoad } from './use-load';

/** Upload banner: pick an image (with a preview), upload it to the front of the home carousel, delete. */
export default function BannersSection() {
  const banners = useLoad(listBanners, 'banners');
  const [file, setFile] = useState<File | null>(null);
  const [preview, showPreview] = useFilePreview();
  const [progress, setProgress] = useState<number | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  function clearFile() {
    setFile(null);
    showPreview(null);
    if (fileRef.current) fileRef.current.value = '';
  }

  function pick(picked: File | undefined) {
    if (picked && !picked.type.startsWith('image/')) {
      clearFile();
      return void warn(UPLOADS.banner.wrongTypeMessage);
    }
    if (picked && picked.size > UPLOADS.banner.maxBytes) {
      clearFile();
      return void warn(UPLOADS.banner.tooLargeMessage);
    }
    setFile(picked ?? null);
    showPreview(picked ?? null);
  }

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) return void warn('Please select a file first.');
    setProgress(0);
    try {
      const banner = await uploadBanner(file, setProgress);
      // The carousel shows the newest first, and so does this list.
      banners.setData((list) => [banner, ...(list ?? [])]);
      clearFile();
      void showToast('Banner uploaded successfully');
    } catch (error) {
      void fail(failureText(error, 'Upload failed'));
    } finally {
      setProgress(null);
    }
  }

  async function remove(banner: Banner, position: number) {
    const confirmed = await confirmDialog({
      title: `Delete banner ${position}?`,
      text: 'It disappears from the home page carousel.',
      confirmButtonText: 'Delete',
    });
    if (!confirmed) return;
    try {
      await deleteBanner(banner._id);
      banners.setData((list) => (list ?? []).filter((item) => item._id !== banner._id));
      void showToast('Banner deleted successfully');
    } catch (error) {
      void fail(failureText(error, 'Delete failed'));
    }
  }

  return (
    <>
      {/* noValidate: the spec's own message answers a missing file. */}
      <form className="admin-form shell-card" onSubmit={upload} noValidate aria-label="Upload a banner">
        <div className="admin-field">
          <label htmlFor="banner-file">Banner image</label>
          <input
            ref={fileRef}
            id="banner-file"
            type="file"
            accept="image/*"
            aria-describedby="banner-file-hint"
            onChange={(event) => pick(event.target.files?.[0])}
          />
          <p id="banner-file-hint" className="admin-hint">
            A wide image (about 16:9), PNG, JPEG, WebP or GIF up to 5 MB.
          </p>
        </div>
        {preview && <img className="admin-banner-preview" src={preview} alt="Preview of the chosen banner" width={640} height={360} />}
        {progress !== null && <UploadProgress fraction={progress} label="Uploading" />}
        <div className="button-row">
          <button type="submit" className="button button-primary" disabled={progress !== null}>
            {progress !== null ? 'Uploading...' : 'Upload banner'}
          </button>
        </div>
      </form>

      {banners.error != null && <LoadError error={banners.error} fallback="Could not load banners." onRetry={banners.reload} />}
      {banners.loading && !banners.data && <Loading label="Loading banners..." />}
      {banners.data?.length === 0 && <EmptyState>No banners yet: the home page shows its plain background.</EmptyState>}
      <ul className="admin-banners" aria-label="Banners, in carousel order">
        {banners.data?.map((banner, index) => (
          <li key={banner._id} className="admin-banner">
            <img src={banner.image} alt={`Banner ${index + 1}`} width={640} height={360} loading="lazy" decoding="async" />
            <button
              type="button"
              className="button button-danger button-small"
              aria-label={`Delete banner ${index + 1}`}
              onClick={() => void remove(banner, index + 1)}
            >
              Delete
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
