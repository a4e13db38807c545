import { useState } from 'react';
import { certificatePath, UPLOADS, type AdminCertificate, type CertificateCourseCount } from '@chem/contract';
import { EmptyState, LoadError, Loading } from '../../../components/admin-ui';
import { Badge } from '../../../components/dashboard-shell';
import { useT } from '../../../i18n/catalog';
import { confirmDialog, showToast } from '../../../lib/dialogs';
import { errorText } from '../../../lib/error-text';
import { formatCount, formatDate } from '../../../lib/format';
import { useLoad } from '../../../lib/use-load';
import {
  getCertificateOverview,
  getCertificateSettings,
  getCourseCertificates,
  removeSignature,
  revokeCertificate,
  uploadSignature,
} from '../api/certificates';
import { adminCatalog } from '../i18n';
import { fail } from './notify';

/**
 * Certificates: the signature they print beside the teacher's name, how many each course issued
 * and how many were revoked, and a course's certificates a page at a time, each revocable.
 */
export default function CertificatesSection() {
  const t = useT(adminCatalog);
  const overview = useLoad('certificate-overview', getCertificateOverview);
  const [open, setOpen] = useState<CertificateCourseCount | null>(null);

  return (
    <div className="admin-certificates">
      <SignatureCard />
      {open ? (
        <CourseCertificates
          course={open}
          onBack={() => setOpen(null)}
          onRevoked={() =>
            overview.update(
              (data) =>
                data && {
                  courses: data.courses.map((course) =>
                    course.courseId === open.courseId ? { ...course, revoked: course.revoked + 1 } : course,
                  ),
                },
            )
          }
        />
      ) : overview.error ? (
        <LoadError error={overview.error} fallback={t('admin.certificates.loadFailed')} onRetry={overview.reload} />
      ) : !overview.data ? (
        <Loading label={t('admin.certificates.loading')} />
      ) : overview.data.courses.length === 0 ? (
        <EmptyState>{t('admin.certificates.empty')}</EmptyState>
      ) : (
        <section aria-labelledby="certificates-courses">
          <h2 id="certificates-courses" className="admin-subheading">
            {t('admin.certificates.perCourse')}
          </h2>
          <ul className="admin-cards" aria-label={t('admin.certificates.perCourse')}>
            {overview.data.courses.map((course) => (
              <li key={course.courseId} className="shell-card admin-certificate-course">
                <h3>{course.title}</h3>
                <p>{t('admin.certificates.counts', { issued: formatCount(course.issued), revoked: formatCount(course.revoked) })}</p>
                <button
                  type="button"
                  className="button button-outline button-small"
                  aria-label={t('admin.certificates.openLabel', { course: course.title })}
                  onClick={() => setOpen(course)}
                >
                  {t('admin.certificates.open')}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function CourseCertificates({ course, onBack, onRevoked }: { course: CertificateCourseCount; onBack: () => void; onRevoked: () => void }) {
  const t = useT(adminCatalog);
  const page = useLoad(`certificates-${course.courseId}`, (signal) => getCourseCertificates(course.courseId, undefined, signal));
  const [loadingMore, setLoadingMore] = useState(false);
  const [revoking, setRevoking] = useState<string | null>(null);

  async function loadMore() {
    const cursor = page.data?.nextCursor;
    if (!cursor) return;
    setLoadingMore(true);
    try {
      const next = await getCourseCertificates(course.courseId, cursor);
      page.update((data) => data && { certificates: [...data.certificates, ...next.certificates], nextCursor: next.nextCursor });
    } catch (error) {
      void fail(errorText(error, t('admin.certificates.loadFailed')));
    } finally {
      setLoadingMore(false);
    }
  }

  async function revoke(certificate: AdminCertificate) {
    const confirmed = await confirmDialog({
      title: t('admin.certificates.revokeTitle', { name: certificate.studentName }),
      text: t('admin.certificates.revokeText'),
      confirmButtonText: t('admin.certificates.revoke'),
      cancelButtonText: t('admin.cancel'),
    });
    if (!confirmed) return;
    setRevoking(certificate.id);
    try {
      const revoked = await revokeCertificate(certificate.id);
      page.update((data) => data && { ...data, certificates: data.certificates.map((item) => (item.id === revoked.id ? revoked : item)) });
      onRevoked();
      void showToast(t('admin.certificates.revoked'));
    } catch (error) {
      void fail(errorText(error, t('admin.certificates.revokeFailed')));
    } finally {
      setRevoking(null);
    }
  }

  return (
    <section aria-labelledby="certificates-course">
      <div className="admin-toolbar">
        <button type="button" className="button button-outline button-small" onClick={onBack}>
          {t('admin.certificates.back')}
        </button>
      </div>
      <h2 id="certificates-course" className="admin-subheading">
        {t('admin.certificates.ofCourse', { course: course.title })}
      </h2>
      {page.error ? (
        <LoadError error={page.error} fallback={t('admin.certificates.loadFailed')} onRetry={page.reload} />
      ) : !page.data ? (
        <Loading label={t('admin.certificates.loading')} />
      ) : page.data.certificates.length === 0 ? (
        <EmptyState>{t('admin.certificates.noneInCourse')}</EmptyState>
      ) : (
        <>
          <ul className="admin-cards" aria-label={t('admin.certificates.ofCourse', { course: course.title })}>
            {page.data.certificates.map((certificate) => {
              const name = certificate.studentName || t('admin.certificates.deletedStudent');
              return (
                <li key={certificate.id} className="shell-card admin-certificate">
                  <h3>{name}</h3>
                  <p>
                    {t('admin.certificates.issuedOn', { date: formatDate(certificate.issuedAt, 'short', '') })}
                    {' · '}
                    <Badge tone={certificate.status === 'revoked' ? 'danger' : 'success'}>
                      {certificate.status === 'revoked' ? t('admin.certificates.status.revoked') : t('admin.certificates.status.valid')}
                    </Badge>
                  </p>
                  <p>
                    <a href={certificatePath(certificate.id)} target="_blank" rel="noopener noreferrer">
                      {t('admin.certificates.verifyPage')}
                    </a>
                  </p>
                  {certificate.status === 'valid' && (
                    <button
                      type="button"
                      className="button button-danger button-small"
                      aria-label={t('admin.certificates.revokeLabel', { name })}
                      disabled={revoking === certificate.id}
                      onClick={() => void revoke(certificate)}
                    >
                      {t('admin.certificates.revoke')}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
          {page.data.nextCursor && (
            <div className="admin-toolbar">
              <button type="button" className="button button-outline button-small" onClick={() => void loadMore()} disabled={loadingMore}>
                {loadingMore ? t('admin.loading') : t('admin.loadMore')}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}

/** The signature picture certificates print above the teacher's name (the name itself is edited in Settings). */
function SignatureCard() {
  const t = useT(adminCatalog);
  const settings = useLoad('certificate-settings', getCertificateSettings);
  const [busy, setBusy] = useState(false);

  async function change(action: () => Promise<Awaited<ReturnType<typeof getCertificateSettings>>>, failed: string, done: string) {
    setBusy(true);
    try {
      const next = await action();
      settings.update(() => next);
      void showToast(done);
    } catch (error) {
      void fail(errorText(error, failed));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    const confirmed = await confirmDialog({
      title: t('admin.certificates.removeSignatureTitle'),
      text: t('admin.certificates.removeSignatureText'),
      confirmButtonText: t('admin.certificates.removeSignature'),
      cancelButtonText: t('admin.cancel'),
    });
    if (confirmed) await change(removeSignature, t('admin.certificates.signatureFailed'), t('admin.certificates.signatureRemoved'));
  }

  return (
    <section className="shell-card admin-signature" aria-labelledby="certificate-signature">
      <h2 id="certificate-signature" className="admin-subheading">
        {t('admin.certificates.signature')}
      </h2>
      {settings.error ? (
        <LoadError error={settings.error} fallback={t('admin.certificates.signatureLoadFailed')} onRetry={settings.reload} />
      ) : !settings.data ? (
        <Loading label={t('admin.certificates.loading')} />
      ) : (
        <>
          <p>{t('admin.certificates.teacherName', { name: settings.data.teacherName || t('admin.certificates.noTeacherName') })}</p>
          {settings.data.signatureUrl ? (
            <img
              className="admin-signature-picture"
              src={settings.data.signatureUrl}
              alt={t('admin.certificates.signatureAlt')}
              width={300}
              height={100}
            />
          ) : (
            <p className="admin-hint">{t('admin.certificates.noSignature')}</p>
          )}
          <label htmlFor="certificate-signature-file">{t('admin.certificates.uploadSignature')}</label>
          <input
            id="certificate-signature-file"
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            disabled={busy}
            aria-describedby="certificate-signature-hint"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              if (file.size > UPLOADS.signature.maxBytes) {
                void fail(UPLOADS.signature.tooLargeMessage);
                return;
              }
              void change(() => uploadSignature(file), t('admin.certificates.signatureFailed'), t('admin.certificates.signatureSaved'));
            }}
          />
          <p id="certificate-signature-hint" className="admin-hint">
            {t('admin.certificates.signatureHint')}
          </p>
          {settings.data.signatureUrl && (
            <button type="button" className="button button-outline button-small" disabled={busy} onClick={() => void remove()}>
              {t('admin.certificates.removeSignature')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
