import { describe, expect, it } from 'vitest';
import { heightMessages, readHostMessage } from './host-messaging.ts';

describe('host messages', () => {
  it('reports a height as form-resize and heightUpdate', () => {
    expect(heightMessages(612.2)).toEqual([
      { type: 'form-resize', height: 613 },
      { type: 'heightUpdate', height: 613 },
    ]);
  });
  it('understands requestHeight and viewportUpdate, ignores the rest', () => {
    expect(readHostMessage({ type: 'requestHeight' })).toEqual({ type: 'requestHeight' });
    expect(readHostMessage({ type: 'viewportUpdate', isMobile: true })).toEqual({
      type: 'viewportUpdate',
      isMobile: true,
    });
    expect(readHostMessage({ type: 'viewportUpdate', isMobile: 'yes' })).toBeNull();
    expect(readHostMessage('requestHeight')).toBeNull();
    expect(readHostMessage(null)).toBeNull();
  });
});
