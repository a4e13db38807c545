import { showAlert } from '../../../lib/dialogs';

// The admin's warnings and failures are dialogs with one OK button. The button text is passed on
// purpose: lib/dialogs' showAlert forwards an undefined confirmButtonText, which sweetalert2 takes
// over its own default and renders an empty button.
export const warn = (title: string) => showAlert({ title, icon: 'warning', confirmButtonText: 'OK' });
export const fail = (title: string, text?: string) => showAlert({ title, text, icon: 'error', confirmButtonText: 'OK' });
