import { describe, expect, it } from 'vitest';
import { ApiError, errorText } from './api.ts';

describe('errorText', () => {
  it("shows the server's words without the status code", () => {
    expect(errorText(new ApiError(422, '{"error":"I did not understand \\"x\\""}', 'Unprocessable'))).toBe(
      'I did not understand "x"',
    );
    expect(errorText(new ApiError(402, '{"error":"Insufficient credits"}', 'Payment Required'))).toBe(
      'Insufficient credits',
    );
  });
  it('says what happened in words when the server sent no message, never the raw body', () => {
    expect(errorText(new ApiError(502, '<html>Bad gateway</html>', 'Bad Gateway'))).toBe(
      'Something went wrong on our side. Please try again.',
    );
    expect(errorText(new ApiError(400, '{"message":"x"}', ''))).toBe('That did not work. Please try again.');
    expect(errorText(new Error('Network down'))).toBe('Network down');
  });
});
