// The embed protocol module: versioned messages, strict readers, the host-page event names and the shared numbers.
import { describe, expect, it } from 'vitest';
import { nextFrameHeight, previewFrameHeight } from './height.ts';
import {
  askHostForSession,
  EMBED_PROTOCOL_VERSION,
  frameMessage,
  HOST_EVENTS,
  heightMessages,
  hostMessage,
  MIN_FRAME_HEIGHT,
  MOBILE_WIDTH,
  leadEventId,
  readFrameMessage,
  readHostMessage,
  readTrackMessage,
  REQUEST_HEIGHT_DELAY_MS,
} from './protocol.ts';

const step = { formId: 4, index: 1, total: 3, stepId: 'roof', title: 'Roof type', variant: 'B' };

describe('messages we send', () => {
  it('carry the protocol version next to the spec’s flat fields', () => {
    expect(EMBED_PROTOCOL_VERSION).toBe(1);
    expect(frameMessage('stepChanged', step)).toEqual({ type: 'stepChanged', version: 1, ...step });
    expect(hostMessage('viewportUpdate', { isMobile: true })).toEqual({
      type: 'viewportUpdate',
      version: 1,
      isMobile: true,
    });
  });
  it('report a height under both of the spec’s names, rounded up', () => {
    expect(heightMessages(612.2)).toEqual([
      { type: 'form-resize', version: 1, height: 613 },
      { type: 'heightUpdate', version: 1, height: 613 },
    ]);
  });
  it('are typed per event: a wrong payload does not compile, and the readers refuse it at run time too', () => {
    // @ts-expect-error stepChanged has no height
    expect(readFrameMessage(frameMessage('stepChanged', { height: 3 }))).toBeNull();
    // @ts-expect-error viewportUpdate needs isMobile
    expect(readHostMessage(hostMessage('viewportUpdate', {}))).toBeNull();
    // @ts-expect-error no such event
    expect(readFrameMessage(frameMessage('pageView', {}))).toBeNull();
  });
});

describe('reading what the form posts', () => {
  it('accepts the spec’s unversioned height messages and our versioned ones', () => {
    expect(readFrameMessage({ type: 'heightUpdate', height: 700 })).toEqual({
      type: 'heightUpdate',
      version: 1,
      height: 700,
    });
    expect(readFrameMessage({ type: 'form-resize', version: 1, height: 12.5 })).toMatchObject({
      height: 12.5,
    });
  });
  it('keeps exactly the protocol’s fields of stepChanged and submitted', () => {
    expect(readFrameMessage({ ...frameMessage('stepChanged', step), answers: { email: 'x@y.z' } })).toEqual(
      frameMessage('stepChanged', step),
    );
    expect(readFrameMessage({ type: 'stepChanged', index: 0, total: 1, formId: 'x', stepId: 5 })).toEqual(
      frameMessage('stepChanged', {
        formId: null,
        index: 0,
        total: 1,
        stepId: null,
        title: '',
        variant: null,
      }),
    );
    expect(readFrameMessage({ type: 'submitted', formId: 4, total: 3, response: {} })).toEqual({
      type: 'submitted',
      version: 1,
      formId: 4,
      total: 3,
      stepId: null,
      variant: null,
    });
    expect(
      readFrameMessage({ type: 'submitted', formId: 4, total: 3, stepId: 'contact', variant: 'B' }),
    ).toMatchObject({ stepId: 'contact', variant: 'B' });
    expect(readFrameMessage({ ...frameMessage('stepChanged', step), variant: '<img>' })).toMatchObject({
      variant: null,
    });
  });
  it('passes a redirect only to an http(s) address', () => {
    expect(readFrameMessage({ type: 'redirect', url: 'https://client.example/thanks?x=1' })).toEqual(
      frameMessage('redirect', { url: 'https://client.example/thanks?x=1' }),
    );
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,hi',
      '/relative',
      'ftp://x.example',
      5,
      undefined,
    ])
      expect(readFrameMessage({ type: 'redirect', url })).toBeNull();
  });
  it('ignores anything else: other scripts’ messages, bad payloads and newer protocol versions', () => {
    for (const data of [
      null,
      'heightUpdate',
      { type: 'heightUpdate', height: '700' },
      { type: 'heightUpdate', height: Number.NaN },
      { type: 'stepChanged', index: -1, total: 3 },
      { type: 'stepChanged', index: 1.5, total: 3 },
      { type: 'stepChanged', total: 3 },
      { type: 'webpackOk' },
      { type: 'heightUpdate', height: 700, version: 2 },
      { type: 'requestHeight' },
      { type: 'requestSession', version: 2 },
    ])
      expect(readFrameMessage(data)).toBeNull();
  });
});

describe('reading what the host posts', () => {
  it('understands requestHeight and viewportUpdate with or without a version, and nothing else', () => {
    expect(readHostMessage({ type: 'requestHeight' })).toEqual({ type: 'requestHeight', version: 1 });
    expect(readHostMessage({ type: 'viewportUpdate', isMobile: false, version: 1 })).toEqual(
      hostMessage('viewportUpdate', { isMobile: false }),
    );
    expect(readHostMessage({ type: 'viewportUpdate', isMobile: 'yes' })).toBeNull();
    expect(readHostMessage({ type: 'requestHeight', version: 2 })).toBeNull();
    expect(readHostMessage({ type: 'heightUpdate', height: 1 })).toBeNull();
    expect(readHostMessage('requestHeight')).toBeNull();
  });
});

describe('the host page and the shared numbers', () => {
  it('uses the spec’s numbers: 600 px minimum, +10 px, a request 500 ms after load, mobile under 640 px', () => {
    expect([MIN_FRAME_HEIGHT, REQUEST_HEIGHT_DELAY_MS, MOBILE_WIDTH]).toEqual([600, 500, 640]);
    expect(nextFrameHeight(600, 700)).toBe(710);
    expect(previewFrameHeight(100)).toBe(600);
    expect(previewFrameHeight(700.4)).toBe(710);
  });
});

describe('the answer session message (resume where the frame’s storage is blocked)', () => {
  const id = '6f1c9a52-1111-4222-8333-944455556666';
  it('keeps a session id and a dotted path, and null to forget', () => {
    expect(readFrameMessage({ type: 'session', sessionId: id, path: '1.2.4' })).toEqual({
      type: 'session',
      version: 1,
      sessionId: id,
      path: '1.2.4',
    });
    expect(readFrameMessage({ type: 'session', sessionId: null })).toEqual({
      type: 'session',
      version: 1,
      sessionId: null,
      path: '',
    });
  });
  it('reads ids that are not session ids as "forget", and keeps only step numbers in the path', () => {
    expect(readFrameMessage({ type: 'session', sessionId: '<img src=x>' })).toMatchObject({
      sessionId: null,
    });
    expect(readFrameMessage({ type: 'session', sessionId: 42, path: '1' })).toMatchObject({
      sessionId: null,
    });
    expect(readFrameMessage({ type: 'session', sessionId: id, path: '1;alert(1)' })).toMatchObject({
      path: '',
    });
  });
});

describe('asking the framing page for the session it kept', () => {
  const id = '6f1c9a52-1111-4222-8333-944455556666';
  /** A frame's window: its parent records what it is sent; `deliver` plays a message arriving from `source`. */
  function frameWindow() {
    const parent = { sent: [] as unknown[], postMessage: (m: unknown) => parent.sent.push(m) };
    const listeners = new Set<(e: MessageEvent) => void>();
    const win = {
      parent,
      addEventListener: (_: string, l: (e: MessageEvent) => void) => listeners.add(l),
      removeEventListener: (_: string, l: (e: MessageEvent) => void) => listeners.delete(l),
    };
    const deliver = (source: unknown, data: unknown) => {
      for (const l of [...listeners]) l({ source, data } as MessageEvent);
    };
    return { win: win as unknown as Window, parent, listeners, deliver };
  }

  it('reads the form’s request and the host’s answer, which says "none" with anything but a session id', () => {
    expect(readFrameMessage({ type: 'requestSession' })).toEqual({ type: 'requestSession', version: 1 });
    expect(readHostMessage({ type: 'session', sessionId: id, path: '1.3' })).toEqual(
      hostMessage('session', { sessionId: id, path: '1.3' }),
    );
    expect(readHostMessage({ type: 'session', sessionId: '', path: '' })).toEqual(
      hostMessage('session', { sessionId: null, path: '' }),
    );
  });

  it('asks the parent and takes its answer, never another window’s', async () => {
    const { win, parent, listeners, deliver } = frameWindow();
    const kept = askHostForSession(win);
    expect(parent.sent).toEqual([{ type: 'requestSession', version: 1 }]);
    // Another frame, or the form's own window, cannot answer for the framing page.
    deliver({}, hostMessage('session', { sessionId: '00000000-0000-4000-8000-000000000000', path: '1' }));
    deliver(win, hostMessage('session', { sessionId: '00000000-0000-4000-8000-000000000000', path: '1' }));
    // Nor does anything but a session message.
    deliver(parent, { type: 'requestHeight' });
    deliver(parent, hostMessage('session', { sessionId: id, path: '1.2..99999.4' }));
    expect(await kept).toEqual({ sessionId: id, path: [1, 2, 4] });
    expect(listeners.size).toBe(0);
  });

  it('resolves null when the loader kept nothing', async () => {
    const { win, parent, deliver } = frameWindow();
    const kept = askHostForSession(win);
    deliver(parent, hostMessage('session', { sessionId: '', path: '' }));
    expect(await kept).toBeNull();
  });
});

describe('dialogs', () => {
  it('read requestClose from the form, the message Escape inside it sends', () => {
    expect(readFrameMessage({ type: 'requestClose', version: 1, extra: 'x' })).toEqual({
      type: 'requestClose',
      version: 1,
    });
  });
  it('name the DOM events: a form’s stepChanged and submitted, a dialog’s open and close', () => {
    expect(HOST_EVENTS).toEqual({
      stepChanged: 'forms-engine:stepChanged',
      submitted: 'forms-engine:submitted',
      open: 'forms-engine:open',
      close: 'forms-engine:close',
    });
  });
});

describe('tracking messages', () => {
  const lead = {
    type: 'track',
    version: 1,
    event: 'lead',
    formId: 4,
    stepId: null,
    index: 0,
    eventId: 'a'.repeat(32),
    dataLayer: true,
    metaPixel: false,
    pixelId: null,
  };
  it('are read into exactly their fields, and never handed to the page’s own listeners', () => {
    expect(readTrackMessage({ ...lead, answers: { email: 'a@b.c' } })).toEqual(lead);
    expect(readFrameMessage(lead)).toBeNull();
  });
  it('drop unknown moments, bad ids and a Pixel id that is not a number', () => {
    expect(readTrackMessage({ ...lead, event: 'purchase' })).toBeNull();
    expect(readTrackMessage({ ...lead, eventId: '<img>' })?.eventId).toBeNull();
    expect(readTrackMessage({ ...lead, pixelId: 'javascript:x' })?.pixelId).toBeNull();
    expect(readTrackMessage({ ...lead, version: EMBED_PROTOCOL_VERSION + 1 })).toBeNull();
  });
  it('name a lead by a hash of its session, the same every time and never the session id', async () => {
    const session = '5b0f8a52-2f8e-4a4e-9a43-8f0c3f3f1b7e';
    const id = await leadEventId(session);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(await leadEventId(session)).toBe(id);
    expect(id).not.toContain(session.slice(0, 8));
    expect(await leadEventId('6b0f8a52-2f8e-4a4e-9a43-8f0c3f3f1b7e')).not.toBe(id);
  });
});
