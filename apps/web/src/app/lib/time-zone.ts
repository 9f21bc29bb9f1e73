// The owner's time zone for their e-mails: set from the browser's the first time a signed-in owner has none.
import { getTimeZone, setTimeZone } from '@forms-engine/contracts/client';
import { useEffect } from 'react';
import { call } from './api.ts';

/** The browser's IANA zone, or null when it does not say. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** Users whose zone this page already looked at: one check per sign-in, not per render. */
const checked = new Set<number>();

export function useReportTimeZone(userId: number | null) {
  useEffect(() => {
    if (userId === null || checked.has(userId)) return;
    checked.add(userId);
    const zone = browserTimeZone();
    if (!zone) return;
    // Failing here costs nothing but UTC times in e-mails until the next visit: errors are not shown.
    void call(getTimeZone)
      .then((t) => (t.timeZone ? null : call(setTimeZone, { body: { timeZone: zone } })))
      .catch(() => checked.delete(userId));
  }, [userId]);
}
