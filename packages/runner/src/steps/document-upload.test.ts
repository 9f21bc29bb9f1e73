import { describe, expect, it } from 'vitest';
import { formatFileSize } from '@forms-engine/model';
import { isAcceptedFile } from './document-upload.tsx';

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

describe('file sizes', () => {
  it('reads as people write them, in KB under a megabyte and in MB with one decimal above', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(380 * 1024)).toBe('380 KB');
    expect(formatFileSize(300)).toBe('300 B');
    expect(formatFileSize(1500)).toBe('1 KB');
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe('2.4 MB');
    expect(formatFileSize(2.4 * 1024 * 1024, ',')).toBe('2,4 MB');
    expect(formatFileSize(3 * 1024 * 1024)).toBe('3 MB');
    expect(formatFileSize(999.7 * 1024)).toBe('1 MB');
    expect(formatFileSize(250 * 1024 * 1024)).toBe('250 MB');
  });
});
