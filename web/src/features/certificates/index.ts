// What other features may use of certificates: the dashboard's "My certificates" card.
export { MyCertificates } from './entry/my-certificates';
