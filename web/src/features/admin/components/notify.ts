import { translate } from '../../../i18n/catalog';
import { showAlert } from '../../../lib/dialogs';
import { adminCatalog } from '../i18n';

// The admin's warnings and failures are dialogs with one OK button. The button text is passed on
// purpose: lib/dialogs' showAlert forwards an undefined confirmButtonText, which sweetalert2 takes
// over its own default and renders an empty button. The callers pass titles already in the
// interface language; OK follows it too.
const ok = () => translate(adminCatalog, 'admin.ok');
export const warn = (title: string) => showAlert({ title, icon: 'warning', confirmButtonText: ok() });
export const fail = (title: string, text?: string) => showAlert({ title, text, icon: 'error', confirmButtonText: ok() });
