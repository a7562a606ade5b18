import { describe, expect, it } from 'vitest';
import { UPLOAD_TYPES, uploadExtension, uploadTypeRefusedMessage } from './uploadTypes';

describe('uploadExtension', () => {
  it('accepts pictures, documents and media by their extension, in any case', () => {
    expect(uploadExtension('Holiday.PNG')).toBe('png');
    expect(uploadExtension('report.final.pdf')).toBe('pdf');
    expect(uploadExtension('notes.docx')).toBe('docx');
    expect(UPLOAD_TYPES.jpg).toBe('image/jpeg');
  });

  it('refuses pages, vector images, programs, names without extension and prototype keys', () => {
    for (const name of ['page.html', 'logo.svg', 'run.exe', 'script.js', 'README', 'x.constructor'])
      expect(uploadExtension(name)).toBeNull();
  });

  it('names the refused extension in the message', () => {
    expect(uploadTypeRefusedMessage('page.HTML')).toBe(
      '.html files cannot be uploaded: send a picture, PDF, audio, video, text or office document.',
    );
    expect(uploadTypeRefusedMessage('README')).toMatch(/^Files without an extension cannot/);
  });
});
