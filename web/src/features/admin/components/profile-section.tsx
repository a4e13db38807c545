import { useT } from '../../../i18n/catalog';
import { adminCatalog } from '../i18n';

/** The spec's Profile section (§2): not built yet. */
export default function ProfileSection() {
  const t = useT(adminCatalog);
  return <p className="admin-empty">{t('admin.profile.comingSoon')}</p>;
}
