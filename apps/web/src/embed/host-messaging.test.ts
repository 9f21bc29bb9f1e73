import type { TStep } from '@forms-engine/model';
import { describe, expect, it } from 'vitest';
import { stepChangedMessage } from './host-messaging.ts';

describe('the stepChanged message of the /embed page', () => {
  const step = { type: 'textbox', id: 'notes', title: 'Anything else?' } as TStep;
  it('names the shown step by 0-based index, id and title, with the total', () => {
    expect(stepChangedMessage(7, 2, 5, step)).toEqual({
      type: 'stepChanged',
      version: 1,
      formId: 7,
      index: 1,
      total: 5,
      stepId: 'notes',
      title: 'Anything else?',
      variant: null,
    });
    expect(stepChangedMessage(7, 2, 5, step, 'B')?.variant).toBe('B');
  });
  it('gives a null step id for steps without one, and nothing once the form is done', () => {
    expect(stepChangedMessage(null, 1, 1, { ...step, id: undefined })?.stepId).toBeNull();
    expect(stepChangedMessage(7, 0, 5, undefined)).toBeNull();
  });
});
