import { getIntegrations, type IntegrationStatus } from '../api/settings';
import { INTEGRATIONS_TEXT } from './settings-messages';
import { useLoad } from './use-load';
import './settings-section.css';

/**
 * The overview's warning when a service the site needs is not set up (a missing YouTube key,
 * Razorpay keys or webhook secret, the web API key): what stops working, and the names of the
 * missing secrets for the developer. Nothing shows when all is set, or when health cannot be read
 * (the overview's own figures then say more).
 */
export function IntegrationsWarning() {
  const integrations = useLoad(getIntegrations, 'the integrations');
  const missing = (integrations.data ?? []).filter((integration: IntegrationStatus) => !integration.configured);
  if (missing.length === 0) return null;
  return (
    <section className="integrations-card" aria-labelledby="integrations-title">
      <h2 id="integrations-title">{INTEGRATIONS_TEXT.title}</h2>
      <p>{INTEGRATIONS_TEXT.intro}</p>
      <ul>
        {missing.map((integration) => (
          <li key={integration.id}>
            <strong>{integration.name}</strong>: {integration.effect} <code>{INTEGRATIONS_TEXT.missing(integration.missing)}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}
