import { describe, expect, it } from 'vitest';
import { certificateExtension, imageKindOf } from './image-kind.js';

// Signatures as the format specifications give them (JPEG ITU T.81 SOI, PNG RFC 2083 §3.1, BMP "BM",
// TIFF 6.0 §2 byte-order header).
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0];
const BMP = [0x42, 0x4d, 0x36, 0, 0, 0];
const TIFF_LE = [0x49, 0x49, 0x2a, 0x00, 8, 0];
const TIFF_BE = [0x4d, 0x4d, 0x00, 0x2a, 0, 8];
const bytes = (list: number[]) => new Uint8Array(list);

describe('certificate images', () => {
  it('names the format from the signature', () => {
    expect([JPEG, PNG, BMP, TIFF_LE, TIFF_BE].map((b) => imageKindOf(bytes(b)))).toEqual([
      'jpeg',
      'png',
      'bmp',
      'tiff',
      'tiff',
    ]);
    expect(imageKindOf(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
    expect(imageKindOf(bytes([0xff, 0xd8]))).toBeNull();
  });

  it('accepts an allowed extension only when the bytes are that format', () => {
    expect(certificateExtension('card.JPG', bytes(JPEG))).toBe('jpg');
    expect(certificateExtension('card.jpeg', bytes(JPEG))).toBe('jpeg');
    expect(certificateExtension('scan.tif', bytes(TIFF_BE))).toBe('tif');
    expect(certificateExtension('scan.tiff', bytes(TIFF_LE))).toBe('tiff');
    expect(certificateExtension('photo.png', bytes(JPEG))).toBeNull();
    expect(certificateExtension('photo.gif', bytes([0x47, 0x49, 0x46, 0x38]))).toBeNull();
    expect(certificateExtension('page.pdf', bytes(PNG))).toBeNull();
    expect(certificateExtension('noextension', bytes(PNG))).toBeNull();
  });
});
