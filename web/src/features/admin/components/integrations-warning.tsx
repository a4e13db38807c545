import { getIntegrations, type IntegrationStatus } from '../api/settings';
import { useT } from '../../../i18n/catalog';
import { adminCatalog } from '../i18n';
import { useLoad } from '../../../lib/use-load';
import './settings-section.css';

/**
 * The overview's warning when a service the site needs is not set up (a missing YouTube key,
 * Razorpay keys or webhook secret, the web API key): what stops working, and the names of the
 * missing secrets for the developer. Nothing shows when all is set, or when health cannot be read
 * (the overview's own figures then say more).
 */
export function IntegrationsWarning() {
  const t = useT(adminCatalog);
  const integrations = useLoad('integrations', getIntegrations);
  const missing = (integrations.data ?? []).filter((integration: IntegrationStatus) => !integration.configured);
  if (missing.length === 0) return null;
  return (
    <section className="integrations-card" aria-labelledby="integrations-title">
      <h2 id="integrations-title">{t('admin.integrations.title')}</h2>
      <p>{t('admin.integrations.intro')}</p>
      <ul>
        {missing.map((integration) => (
          <li key={integration.id}>
            <strong>{integration.name}</strong>: {integration.effect}{' '}
            <code>{t('admin.integrations.missing', { names: integration.missing.join(', ') })}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}
