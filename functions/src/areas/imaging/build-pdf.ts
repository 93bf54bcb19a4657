// One PDF of the chosen pages, in page order, from the stored page JPEGs: embedded as they are (no re-encoding),
// each page sized to US Letter width with the image's own proportions.
//
// Written directly (PDF 1.4: a catalog, a page tree, per page a page, its content stream and its DCTDecode image)
// rather than with pdf-lib, whose writer copies every image byte in a JavaScript loop: 10 scanned pages took
// 17-57 ms there and take about 2 ms here (issue 20, goal 4: the PDF route over its S3 reads).
const LETTER_WIDTH = 612;

export interface PdfPage {
  page: number;
  jpeg: Uint8Array;
}

interface JpegInfo {
  width: number;
  height: number;
  components: number;
  bits: number;
}

/** Width, height, components and bits of a JPEG, from its start-of-frame segment. */
export function jpegInfo(jpeg: Uint8Array): JpegInfo {
  const bytes = Buffer.from(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength);
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) throw notJpeg();
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) throw notJpeg();
    const marker = bytes[at + 1] as number;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    // SOF0-SOF15, but DHT (C4), JPG (C8) and DAC (CC)
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return {
        bits: bytes[at + 4] as number,
        height: bytes.readUInt16BE(at + 5),
        width: bytes.readUInt16BE(at + 7),
        components: bytes[at + 9] as number,
      };
    }
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  throw notJpeg();
}

const notJpeg = () => new Error('A page image on file is not a JPEG.');

/** A PDF string literal: backslashes and parentheses escaped, other bytes beyond ASCII as UTF-16BE. */
function pdfText(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
  const utf16 = Buffer.from(`\ufeff${text}`, 'utf16le').swap16();
  return `<${utf16.toString('hex')}>`;
}

const colorSpaces: Record<number, string> = { 1: '/DeviceGray', 3: '/DeviceRGB', 4: '/DeviceCMYK' };

export async function buildPdf(pages: PdfPage[], title: string): Promise<Uint8Array> {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  const push = (b: Buffer) => {
    parts.push(b);
    length += b.length;
  };
  const object = (n: number, body: string, stream?: Uint8Array) => {
    offsets[n] = length;
    push(Buffer.from(`${n} 0 obj\n${body}\n`, 'latin1'));
    if (stream) {
      push(Buffer.from('stream\n', 'latin1'));
      push(Buffer.from(stream.buffer, stream.byteOffset, stream.byteLength));
      push(Buffer.from('\nendstream\n', 'latin1'));
    }
    push(Buffer.from('endobj\n', 'latin1'));
  };
  // 1 catalog, 2 page tree, 3 info; then per page: page, content, image
  const pageObject = (i: number) => 4 + i * 3;
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  object(
    2,
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${pageObject(i)} 0 R`).join(' ')}] /Count ${pages.length} >>`,
  );
  object(3, `<< /Title ${pdfText(title)} /Creator (Land Record Portal) /Producer (Land Record Portal) >>`);
  pages.forEach(({ jpeg }, i) => {
    const info = jpegInfo(jpeg);
    const height = (LETTER_WIDTH * info.height) / info.width;
    const n = pageObject(i);
    const content = Buffer.from(`q ${LETTER_WIDTH} 0 0 ${num(height)} 0 0 cm /Im0 Do Q`, 'latin1');
    object(
      n,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${LETTER_WIDTH} ${num(height)}] ` +
        `/Resources << /XObject << /Im0 ${n + 2} 0 R >> >> /Contents ${n + 1} 0 R >>`,
    );
    object(n + 1, `<< /Length ${content.length} >>`, content);
    const decode = info.components === 4 ? ' /Decode [1 0 1 0 1 0 1 0]' : '';
    object(
      n + 2,
      `<< /Type /XObject /Subtype /Image /Width ${info.width} /Height ${info.height} ` +
        `/ColorSpace ${colorSpaces[info.components] ?? '/DeviceRGB'} /BitsPerComponent ${info.bits} ` +
        `/Filter /DCTDecode${decode} /Length ${jpeg.byteLength} >>`,
      jpeg,
    );
  });
  const count = 4 + pages.length * 3;
  const xref = length;
  const rows = ['0000000000 65535 f \n'];
  for (let n = 1; n < count; n++) rows.push(`${String(offsets[n]).padStart(10, '0')} 00000 n \n`);
  push(
    Buffer.from(
      `xref\n0 ${count}\n${rows.join('')}trailer\n<< /Size ${count} /Root 1 0 R /Info 3 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts, length);
}

/** A number as PDF writes it: at most 4 decimals, no exponent. */
const num = (x: number) => String(Math.round(x * 10_000) / 10_000);
