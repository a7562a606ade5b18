import { describe, expect, it } from 'vitest';
import {
  bytesToMb,
  checkUploadExtension,
  checkUploadSize,
  extensionNotAllowedMessage,
  extensionNotAllowedNotice,
  fileExtension,
  isAllowedExtension,
  maxSizeMessage,
} from './uploadChecks';
import { ICON_MAX_MB, UPLOAD_MAX_MB } from '../../constants';

describe('checkUploadSize', () => {
  it.each([
    [30_000_000, UPLOAD_MAX_MB.chat, null],
    [30_000_001, UPLOAD_MAX_MB.chat, 'Max size: 30 MBs'],
    [0, UPLOAD_MAX_MB.chat, null],
    [5_000_000, UPLOAD_MAX_MB.formSmall, null],
    [5_000_001, UPLOAD_MAX_MB.formSmall, 'Max size: 5 MBs'],
    [10_000_000, UPLOAD_MAX_MB.formLarge, null],
    [10_000_001, UPLOAD_MAX_MB.formLarge, 'Max size: 10 MBs'],
    [1_000_001, ICON_MAX_MB, 'Max size: 1 MBs'],
  ])('%i bytes against %i MB -> %j', (bytes, max, expected) => {
    expect(checkUploadSize(bytes, max)).toBe(expected);
  });

  it('formats the message and converts decimal megabytes', () => {
    expect(maxSizeMessage(30)).toBe('Max size: 30 MBs');
    expect(bytesToMb(2_500_000)).toBe(2.5);
  });
});

describe('fileExtension', () => {
  it.each([
    ['report.PDF', 'pdf'],
    ['archive.tar.gz', 'gz'],
    ['noext', ''],
    ['.hidden', ''],
    ['dir.v1/file', ''],
    ['C:\\docs\\a.Docx', 'docx'],
  ])('%j -> %j', (name, ext) => {
    expect(fileExtension(name)).toBe(ext);
  });
});

describe('extension checks', () => {
  it.each([
    ['a.pdf', undefined, true],
    ['a.pdf', [], true],
    ['a.pdf', ['pdf'], true],
    ['a.PDF', ['.pdf'], true],
    ['a.docx', ['pdf, docx'], true],
    ['a.png', ['pdf', 'docx'], false],
    ['noext', ['pdf'], false],
  ])('%j with %j -> %s', (name, allowed, ok) => {
    expect(isAllowedExtension(name, allowed)).toBe(ok);
  });

  it('returns the exact alert and notice texts', () => {
    expect(checkUploadExtension('a.png', ['pdf', '.DOCX'])).toBe(
      'Only pdf, docx files are allowed',
    );
    expect(checkUploadExtension('a.pdf', ['pdf'])).toBeNull();
    expect(extensionNotAllowedMessage(['pdf'])).toBe('Only pdf files are allowed');
    expect(extensionNotAllowedNotice(['pdf', 'png'])).toBe('Only pdf, png Files');
  });
});
