import { describe, expect, it } from 'vitest';
import { ApiError, serverErrorOf, userMessage } from './api-error.ts';

describe('API errors', () => {
  it('reads "{status}: {body}"', () => {
    expect(new ApiError(409, '{"error":"Duplicate"}', 'Conflict').message).toBe('409: {"error":"Duplicate"}');
  });
  it('falls back to the status text when the body is empty', () => {
    expect(new ApiError(500, '', 'Internal Server Error').message).toBe('500: Internal Server Error');
  });
  it('exposes the server error field', () => {
    expect(new ApiError(409, '{"error":"Duplicate"}', '').serverMessage).toBe('Duplicate');
    expect(serverErrorOf('oops')).toBeNull();
  });
  it('prefers the server message, else the fallback', () => {
    expect(userMessage(new ApiError(409, '{"error":"Taken"}', ''), 'Failed')).toBe('Taken');
    expect(userMessage(new Error('x'), 'Failed')).toBe('Failed');
  });
});
