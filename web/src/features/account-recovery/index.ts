// What other features may use of account recovery: "Forgot password?" on both logins, and the
// dashboard Profile's Security card (change password, sign out on all devices).
export { ForgotPassword } from './components/forgot-password';
export { SecurityCard } from './components/security-card';
