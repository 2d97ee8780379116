import { describe, expect, it } from 'vitest';
import { detectFileType } from './fileType.ts';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]);
const text = (value: string) => new TextEncoder().encode(value);

describe('upload type detection', () => {
  it('keeps a path whose extension matches the bytes', () => {
    expect(detectFileType(PNG, 'photos/me.png', false)).toEqual({
      contentType: 'image/png',
      path: 'photos/me.png',
    });
    expect(detectFileType(JPEG, 'a.JPEG', false).path).toBe('a.JPEG');
  });

  it('corrects the extension of a JPEG uploaded as .png', () => {
    expect(detectFileType(JPEG, 'photos/me.png', false)).toEqual({
      contentType: 'image/jpeg',
      path: 'photos/me.jpg',
    });
  });

  it('adds the extension to a path without one', () => {
    expect(detectFileType(PNG, 'avatar', false).path).toBe('avatar.png');
    expect(detectFileType(PNG, 'dir.v2/avatar', false).path).toBe('dir.v2/avatar.png');
  });

  it('recognises RIFF containers by their form type', () => {
    const webp = text('RIFF\x10\x00\x00\x00WEBPVP8 ');
    expect(detectFileType(webp, 'x.jpg', false)).toEqual({
      contentType: 'image/webp',
      path: 'x.webp',
    });
    const wav = text('RIFF\x10\x00\x00\x00WAVEfmt ');
    expect(detectFileType(wav, 'x.webp', false).contentType).toBe('audio/wav');
  });

  it('keeps an Office document name on a ZIP container', () => {
    const zip = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 20, 0]);
    expect(detectFileType(zip, 'cv.docx', false).path).toBe('cv.docx');
    expect(detectFileType(zip, 'cv.docx', false).contentType).toContain('wordprocessingml');
    expect(detectFileType(zip, 'export.png', false).path).toBe('export.zip');
  });

  it('never stores text under an image extension', () => {
    expect(detectFileType(text('<html><script>alert(1)</script>'), 'avatar.png', true)).toEqual({
      contentType: 'text/plain',
      path: 'avatar.txt',
    });
  });

  it('keeps text formats it cannot tell apart by bytes', () => {
    expect(detectFileType(text('{"a":1}'), 'scan.json', true).contentType).toBe('application/json');
    expect(detectFileType(text('a,b\n1,2'), 'x.csv', true).contentType).toBe('text/csv');
    expect(detectFileType(text('héllo wörld'), 'notes', true).path).toBe('notes.txt');
  });

  it('accepts UTF-8 text cut in the middle of a character at the sniff boundary', () => {
    const bytes = text('aé');
    expect(detectFileType(bytes.subarray(0, 2), 'n.txt', false).contentType).toBe('text/plain');
  });

  it('labels unknown binary data as octet-stream without a claimed extension', () => {
    const binary = Uint8Array.from([0, 1, 2, 3, 250, 251]);
    expect(detectFileType(binary, 'x.gif', true)).toEqual({
      contentType: 'application/octet-stream',
      path: 'x.bin',
    });
    expect(detectFileType(binary, 'x.dat', true).path).toBe('x.dat');
  });
});
