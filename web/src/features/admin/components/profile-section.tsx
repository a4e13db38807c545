import { useT } from '../../../i18n/catalog';
import { adminCatalog } from '../i18n';

/** The admin's Profile section: a place in the drawer, not built yet. */
export default function ProfileSection() {
  const t = useT(adminCatalog);
  return <p className="admin-empty">{t('admin.profile.comingSoon')}</p>;
}
