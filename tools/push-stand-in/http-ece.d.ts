// http_ece ships no types: the one call the push stand-in makes.
declare module 'http_ece' {
  interface DecryptParams {
    version: 'aes128gcm';
    // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- an ambient module cannot import at the top
    privateKey: import('node:crypto').ECDH;
    authSecret: string;
  }
  const ece: { decrypt(buffer: Buffer, params: DecryptParams): Buffer };
  export default ece;
}
