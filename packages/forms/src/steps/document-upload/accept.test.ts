import { describe, expect, it } from 'vitest';
import { isAcceptedFile } from './runner.tsx';

describe('accepted upload types', () => {
  it('matches extensions, MIME types and wildcards', () => {
    expect(isAcceptedFile({ name: 'Bill.PDF', type: 'application/pdf' }, ['.pdf'])).toBe(true);
    expect(isAcceptedFile({ name: 'x.exe', type: 'application/x-msdownload' }, ['.pdf', '.docx'])).toBe(
      false,
    );
    expect(isAcceptedFile({ name: 'photo', type: 'image/png' }, ['image/*'])).toBe(true);
    expect(isAcceptedFile({ name: 'a.txt', type: 'text/plain' }, ['text/plain'])).toBe(true);
    expect(isAcceptedFile({ name: 'anything', type: '' }, [])).toBe(true);
  });
});
