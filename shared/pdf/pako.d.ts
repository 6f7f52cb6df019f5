/** pako has no bundled types; only the function shared/pdf/deflate.ts replaces is declared. */
declare module 'pako' {
  const pako: { deflate: (data: Uint8Array, options?: { level?: number }) => Uint8Array };
  export default pako;
}
