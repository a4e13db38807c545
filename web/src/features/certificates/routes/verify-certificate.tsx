import { Link, useParams } from 'react-router-dom';
import { CERTIFICATE_NUMBER, certificatePagePath, coursePagePath } from '../../../config/certificate-paths';
import { ShareActions } from '../../../components/share-links/share-actions';
import { useT } from '../../../i18n/catalog';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLoad } from '../../../lib/use-load';
import { getCertificate, type PublicCertificate } from '../api/certificates';
import { certificatesCatalog } from '../i18n';
import '../certificates.css';

/**
 * /certificates/:certificateId, public: whoever holds the link sees who completed which course,
 * when, from whom, and whether the certificate still stands. The function writes the page's head
 * (what a shared link previews, noindex); this draws the body from the same public answer.
 */
export function Component() {
  const { certificateId = '' } = useParams();
  // An id that cannot be one is not asked about: the server would answer 404 without a read anyway.
  const wellFormed = CERTIFICATE_NUMBER.test(certificateId);
  const certificate = useLoad(wellFormed ? certificateId : 'malformed', (signal) =>
    wellFormed ? getCertificate(certificateId, signal) : Promise.reject(new ApiError(404, '')),
  );

  if (certificate.status === 'error') {
    return certificate.error instanceof ApiError && certificate.error.status === 404 ? (
      <CertificateNotFound />
    ) : (
      <CertificateFailed reload={certificate.reload} />
    );
  }
  if (certificate.status !== 'ready') return <CertificateLoading />;
  return <CertificateView certificate={certificate.data} />;
}

function CertificateLoading() {
  const t = useT(certificatesCatalog);
  useDocumentTitle(t('certificates.verify.pageTitle'));
  return (
    <p className="cert-page-state" role="status">
      {t('certificates.verify.loading')}
    </p>
  );
}

function CertificateFailed({ reload }: { reload: () => void }) {
  const t = useT(certificatesCatalog);
  useDocumentTitle(t('certificates.verify.pageTitle'));
  return (
    <div className="cert-page-state" role="alert">
      <p>{t('certificates.verify.failed')}</p>
      <button className="button button-primary" type="button" onClick={reload}>
        {t('certificates.verify.tryAgain')}
      </button>
    </div>
  );
}

function CertificateNotFound() {
  const t = useT(certificatesCatalog);
  useDocumentTitle(t('certificates.notFound.title'));
  return (
    <section className="status-page" aria-labelledby="certificate-not-found">
      <p className="status-page-code" aria-hidden="true">
        404
      </p>
      <h1 id="certificate-not-found">{t('certificates.notFound.heading')}</h1>
      <p>{t('certificates.notFound.text')}</p>
      <div className="button-row">
        <Link className="button button-primary" to="/">
          {t('certificates.notFound.home')}
        </Link>
        <Link className="button button-outline" to="/course">
          {t('certificates.notFound.courses')}
        </Link>
      </div>
    </section>
  );
}

function CertificateView({ certificate }: { certificate: PublicCertificate }) {
  const t = useT(certificatesCatalog);
  useDocumentTitle(t('certificates.verify.pageTitle'));
  const valid = certificate.status === 'valid';
  const issuedOn = formatDate(certificate.issuedAt, 'long', '');
  const revokedOn = formatDate(certificate.revokedAt, 'long', '');
  const course = certificate.courseTitle;

  return (
    <article className="cert-page" aria-labelledby="certificate-heading">
      <div className="cert-card" data-status={certificate.status}>
        <p className="cert-status">
          <span className="cert-badge">{t(valid ? 'certificates.status.valid' : 'certificates.status.revoked')}</span>
          <span>
            {valid
              ? t('certificates.verify.validNote')
              : revokedOn
                ? t('certificates.verify.revokedOn', { date: revokedOn })
                : t('certificates.verify.revokedNote')}
          </span>
        </p>
        <h1 className="cert-heading" id="certificate-heading">
          {t('certificates.verify.heading')}
        </h1>
        {certificate.studentName ? (
          <>
            <p className="cert-line">{t('certificates.verify.certifies')}</p>
            <p className="cert-name">{certificate.studentName}</p>
          </>
        ) : (
          <p className="cert-line">{t('certificates.verify.nameRemoved')}</p>
        )}
        <p className="cert-line">{t('certificates.verify.completed')}</p>
        <p className="cert-course">{course}</p>
        {issuedOn && <p className="cert-line">{t('certificates.verify.on', { date: issuedOn })}</p>}
        <p className="cert-issuer">
          {certificate.teacherName
            ? t('certificates.verify.issuedBy', { teacher: certificate.teacherName, site: certificate.siteName })
            : t('certificates.verify.issuedBySite', { site: certificate.siteName })}
        </p>
        <dl className="cert-number">
          <dt>{t('certificates.verify.number')}</dt>
          <dd>{certificate.id}</dd>
        </dl>
        <Link className="cert-course-link" to={coursePagePath(certificate.courseId)}>
          {t('certificates.verify.courseLink')}
        </Link>
      </div>
      {valid && certificate.studentName && (
        <ShareActions
          heading={t('certificates.verify.share')}
          label={t('certificates.verify.share')}
          title={t('certificates.verify.shareText', { name: certificate.studentName, course })}
          url={window.location.origin + certificatePagePath(certificate.id)}
        />
      )}
    </article>
  );
}
