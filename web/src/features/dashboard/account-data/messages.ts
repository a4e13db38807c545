import { DELETE_CONFIRMATION_WORD } from '@chem/contract';

/**
 * Every text of the verified-email banner and the "Your data" card, in one place so they can be
 * translated together (the server's own messages come with its answers).
 */
export const VERIFY_BANNER = {
  text: (email: string) => `Please verify your email: we sent a link to ${email}. Open it to confirm the address is yours.`,
  resend: 'Resend',
  sending: 'Sending…',
  sent: (email: string) => `We sent a new link to ${email}. Check your inbox and spam folder.`,
  failed: 'Could not send the email. Please try again later.',
  verifiedAfterReload: 'Already opened the link? Reload this page.',
} as const;

export const YOUR_DATA = {
  title: 'Your data',
  lead: 'Under India’s Digital Personal Data Protection Act you can take a copy of your data, or delete your account.',
  downloadTitle: 'Download my data',
  downloadText:
    'A JSON file with your profile, subscriptions, payments and invoices, note downloads and previews, course progress, practice tests and the emails we sent you.',
  downloadButton: 'Download my data',
  downloading: 'Preparing…',
  downloadFailed: 'Could not download your data. Please try again.',
  deleteTitle: 'Delete my account',
  deleteText:
    'This removes your login, profile, photo, course progress and note history for good. Payment and subscription records are kept as the law requires, without your name or email.',
  deleteButton: 'Delete my account…',
  passwordLabel: 'Your password',
  noPasswordText: 'Your account has no password: sign in again within the last 5 minutes before deleting it.',
  confirmLabel: `Type ${DELETE_CONFIRMATION_WORD} to confirm`,
  confirmMismatch: `Type ${DELETE_CONFIRMATION_WORD} in capital letters to confirm.`,
  passwordRequired: 'Enter your password to delete your account.',
  confirmDelete: 'Delete my account for good',
  deleting: 'Deleting…',
  cancel: 'Cancel',
  deletedToast: 'Your account has been deleted.',
  deleteFailed: 'Could not delete your account. Please try again.',
} as const;
