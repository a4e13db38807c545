/**
 * The dialogs and toasts of the spec (sweetalert2), loaded on first use: a 20 KB chunk that no
 * page pays for until it shows a dialog. Text only: sweetalert2 renders `title` and `html` as
 * HTML, and these dialogs show server messages and names people typed, so they are passed as
 * `titleText` and `text`, which it shows as text.
 */
import type { SweetAlertIcon, SweetAlertOptions } from 'sweetalert2';
import { translate } from '../i18n/catalog';
import { commonCatalog } from './i18n';

const loadSwal = () => import('sweetalert2').then((module) => module.default);

export interface AlertOptions {
  title: string;
  text?: string;
  icon?: SweetAlertIcon;
  /** Closes by itself after this many milliseconds, without a button. */
  timer?: number;
  confirmButtonText?: string;
}

export async function showAlert({ title, text, icon, timer, confirmButtonText }: AlertOptions): Promise<void> {
  const Swal = await loadSwal();
  const options: SweetAlertOptions = {
    titleText: title,
    text,
    icon,
    confirmButtonColor: '#4338ca',
    confirmButtonText: confirmButtonText ?? translate(commonCatalog, 'common.ok'),
  };
  if (timer) Object.assign(options, { timer, showConfirmButton: false, timerProgressBar: true });
  await Swal.fire(options);
}

export interface ConfirmOptions {
  title: string;
  text?: string;
  icon?: SweetAlertIcon;
  confirmButtonText: string;
  cancelButtonText?: string;
}

/** Resolves true only when the confirm button was pressed (Escape, backdrop and cancel are no). */
export async function confirmDialog({ title, text, icon = 'warning', confirmButtonText, cancelButtonText }: ConfirmOptions) {
  const Swal = await loadSwal();
  const result = await Swal.fire({
    titleText: title,
    text,
    icon,
    showCancelButton: true,
    confirmButtonText,
    cancelButtonText: cancelButtonText ?? translate(commonCatalog, 'common.cancel'),
    confirmButtonColor: '#4338ca',
    cancelButtonColor: '#6b7280',
    focusCancel: true,
  });
  return result.isConfirmed;
}

/** A small corner notice that does not interrupt. */
export async function showToast(title: string, icon: SweetAlertIcon = 'success', timer = 2500): Promise<void> {
  const Swal = await loadSwal();
  await Swal.fire({ toast: true, position: 'top-end', titleText: title, icon, timer, showConfirmButton: false, timerProgressBar: true });
}
