/** The image formats a teacher certificate may have (002 §5: jpg, jpeg, png, bmp, tif, tiff). */
export const CERTIFICATE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'bmp', 'tif', 'tiff'] as const;
export type CertificateExtension = (typeof CERTIFICATE_EXTENSIONS)[number];

type ImageKind = 'jpeg' | 'png' | 'bmp' | 'tiff';

const KIND_OF_EXTENSION: Readonly<Record<CertificateExtension, ImageKind>> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  bmp: 'bmp',
  tif: 'tiff',
  tiff: 'tiff',
};

const startsWith = (bytes: Uint8Array, prefix: readonly number[]): boolean =>
  bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);

/**
 * The image format the bytes' signature names, or null. Signatures from the formats' specifications:
 * JPEG SOI + marker FF D8 FF; PNG's 8-byte signature 89 50 4E 47 0D 0A 1A 0A; BMP's "BM"; TIFF's byte-order
 * header "II" 2A 00 (little-endian) or "MM" 00 2A (big-endian).
 */
export function imageKindOf(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x42, 0x4d])) return 'bmp';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]))
    return 'tiff';
  return null;
}

/** The file's extension (lower case) when it is one of the certificate formats and the bytes are that format. */
export function certificateExtension(fileName: string, bytes: Uint8Array): CertificateExtension | null {
  const extension = /\.([A-Za-z]+)$/.exec(fileName)?.[1]?.toLowerCase();
  const allowed = CERTIFICATE_EXTENSIONS.find((e) => e === extension);
  if (allowed === undefined) return null;
  return imageKindOf(bytes) === KIND_OF_EXTENSION[allowed] ? allowed : null;
}
