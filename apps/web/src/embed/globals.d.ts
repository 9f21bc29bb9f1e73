// Globals the /embed page reads.
declare global {
  interface Window {
    /** A configuration injected into the page by a host or server-side render. */
    __FORM_CONFIG__?: unknown;
  }
}
export {};
