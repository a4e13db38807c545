/**
 * Every text of the account-recovery screens in one place (to be translated later). The answers
 * the server words itself (the link-sent and expired-link sentences) come from @chem/contract.
 */
export const RECOVERY_TEXT = {
  forgotOpen: 'Forgot password?',
  forgotTitle: 'Reset your password',
  forgotLead: 'Enter the email you signed up with, and we will send you a link to set a new password.',
  forgotAgainTitle: 'Send a new link',
  email: 'Email',
  sendLink: 'Send reset link',
  sending: 'Sending...',
  close: 'Close',
  failed: 'Could not send the link. Please try again.',

  resetPageTitle: 'Set a new password',
  checking: 'Checking your link...',
  resetFor: (email: string) => `For the account ${email}.`,
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  saveAndLogIn: 'Save and log in',
  saving: 'Saving...',
  linkExpiredTitle: 'This link cannot be used',
  noCode: 'This page needs the link from the reset email. Ask for a new link below.',
  resetFailed: 'Could not set the new password. Please try again.',
  resetDone: 'Password changed. You are logged in.',
  backToLogin: 'Back to login',

  securityTitle: 'Security',
  securityLead: 'Your password and the devices you are signed in on.',
  changePassword: 'Change password',
  currentPassword: 'Current password',
  savePassword: 'Save new password',
  cancel: 'Cancel',
  passwordChanged: 'Your password has been changed.',
  changeFailed: 'Could not change the password. Please try again.',
  signOutAll: 'Sign out on all devices',
  signOutAllLead: 'Lost a phone, or signed in on a shared computer? End every session, this one too.',
  signOutAllConfirmTitle: 'Sign out on all devices?',
  signOutAllConfirmText: 'You will be signed out here and on every other device, and will need your password to log in again.',
  signOutAllConfirm: 'Sign out everywhere',
  signOutAllFailed: 'Could not sign out on all devices. Please try again.',
} as const;
