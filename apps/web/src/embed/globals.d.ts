// Globals the /embed page reads.
declare global {
  interface Window {
    /** A configuration injected into the page by a host or server-side render. */
    __FORM_CONFIG__?: unknown;
    /**
     * Set by the server-rendered page's boot script: stops holding back taps on buttons and hands over the buttons
     * tapped so far, in order.
     */
    __feEarly?: () => HTMLElement[];
    /**
     * Set by the boot script when the respondent starts typing before the runner has taken over: the answer session
     * it opened (null if it could not), which the runner continues instead of opening a second one.
     */
    __feSession?: Promise<{ sessionId: string; sessionNo: number } | null>;
    /** The id the boot script's `__feSession` call opens (decision 132): the runner saves into it while that call is on its way. */
    __feSessionId?: string;
  }
}
export {};
