import { useState } from 'react';
import { Link } from 'react-router-dom';
import { certificatePagePath } from '../../../config/certificate-paths';
import { Badge } from '../../../components/dashboard-shell';
import { useT } from '../../../i18n/catalog';
import { errorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { useLoad } from '../../../lib/use-load';
import { downloadCertificate, getMyCertificates, type MyCertificate } from '../api/certificates';
import { certificatesCatalog } from '../i18n';
import '../certificates.css';

const loadMine = (signal: AbortSignal) => getMyCertificates(signal);

/**
 * "My certificates" on the dashboard: each course's certificate with its PDF and its public page
 * (where the share buttons are); until one is earned, what earns it.
 */
export function MyCertificates() {
  const t = useT(certificatesCatalog);
  const mine = useLoad('certificates', loadMine);
  return (
    <section className={`shell-card${mine.status === 'loading' ? ' dash-card-placeholder' : ''}`} aria-labelledby="my-certificates-title">
      <div className="dash-card-head">
        <h2 className="shell-card-title" id="my-certificates-title">
          {t('certificates.mine.title')}
        </h2>
      </div>
      {mine.status === 'error' ? (
        <div role="alert">
          <p className="dash-empty">{t('certificates.mine.failed')}</p>
          <button className="button button-outline button-small" type="button" onClick={mine.reload}>
            {t('certificates.mine.tryAgain')}
          </button>
        </div>
      ) : mine.status !== 'ready' ? (
        <p className="dash-empty" role="status">
          {t('certificates.mine.loading')}
        </p>
      ) : mine.data.length === 0 ? (
        <p className="dash-empty">{t('certificates.mine.empty')}</p>
      ) : (
        <ul className="cert-list" aria-label={t('certificates.mine.list')}>
          {mine.data.map((certificate) => (
            <CertificateRow key={certificate.id} certificate={certificate} />
          ))}
        </ul>
      )}
    </section>
  );
}

function CertificateRow({ certificate }: { certificate: MyCertificate }) {
  const t = useT(certificatesCatalog);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const valid = certificate.status === 'valid';
  const course = certificate.courseTitle;

  async function download() {
    setBusy(true);
    setError('');
    try {
      await downloadCertificate(certificate.id);
    } catch (caught) {
      setError(errorText(caught, t('certificates.mine.downloadFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="cert-row">
      <div className="cert-row-facts">
        <h3 className="cert-row-title">{course}</h3>
        <p className="cert-row-meta">
          <Badge tone={valid ? 'success' : 'danger'}>{t(valid ? 'certificates.status.valid' : 'certificates.status.revoked')}</Badge>
          {certificate.issuedAt && <span>{t('certificates.mine.issued', { date: formatDate(certificate.issuedAt, 'long', '') })}</span>}
        </p>
      </div>
      <div className="button-row cert-row-actions">
        {valid && (
          <button
            className="button button-primary button-small"
            type="button"
            onClick={() => void download()}
            disabled={busy}
            aria-busy={busy}
            title={t('certificates.mine.downloadTitle', { course })}
          >
            {busy ? t('certificates.mine.downloading') : t('certificates.mine.download')}
          </button>
        )}
        <Link
          className="button button-outline button-small"
          to={certificatePagePath(certificate.id)}
          title={t('certificates.mine.viewTitle', { course })}
        >
          {t('certificates.mine.view')}
        </Link>
      </div>
      {error && (
        <p className="cert-row-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
