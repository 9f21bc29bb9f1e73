import { describe, expect, it } from 'vitest';
import { ApiError, isOutOfCredits, serverErrorOf, userMessage } from './api-error.ts';

describe('API errors', () => {
  it('reads "{status}: {message}" with the message from the {error} body, not the raw JSON', () => {
    expect(new ApiError(409, '{"error":"Duplicate"}', 'Conflict').message).toBe('409: Duplicate');
    expect(new ApiError(422, '{"error":"I did not understand \\"x\\""}', '').message).toBe(
      '422: I did not understand "x"',
    );
  });
  it('keeps a body that is not an {error} object as it is', () => {
    expect(new ApiError(502, 'Bad gateway from proxy', 'Bad Gateway').message).toBe(
      '502: Bad gateway from proxy',
    );
    expect(new ApiError(400, '{"message":"x"}', '').message).toBe('400: {"message":"x"}');
  });
  it('recognises running out of credits', () => {
    expect(isOutOfCredits(new ApiError(402, '{"error":"Insufficient credits."}', ''))).toBe(true);
    expect(isOutOfCredits(new ApiError(400, '', ''))).toBe(false);
    expect(isOutOfCredits(new Error('402'))).toBe(false);
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
