// Résumé files made to cost the host: small uploads that inflate a
// thousandfold (issue 33's abuse). Built by streaming deflate, so the test
// never holds the inflated bytes itself.
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { createDeflate, createDeflateRaw } from 'node:zlib';

const MB = 1_000_000;

/** `times` copies of `chunk` then `tail`, deflated (raw for a ZIP entry, zlib-wrapped for a PDF stream). */
async function deflated(head: string, chunk: string, times: number, tail: string, raw: boolean): Promise<{ data: Buffer; size: number }> {
  let size = 0;
  function* parts(): Generator<Buffer> {
    size += Buffer.byteLength(head) + Buffer.byteLength(tail);
    yield Buffer.from(head);
    if (chunk) {
      const block = Buffer.from(chunk.repeat(Math.ceil(64_000 / chunk.length)));
      for (let n = 0; n < (times * chunk.length) / block.length; n++, size += block.length) yield block;
    }
    yield Buffer.from(tail);
  }
  const data = await buffer(Readable.from(parts()).pipe(raw ? createDeflateRaw({ level: 9 }) : createDeflate({ level: 9 })));
  return { data, size };
}

/** A ZIP of deflated entries, as JSZip reads it. The CRC is left 0: neither mammoth (through JSZip) nor the measure reads it. */
function zip(entries: { name: string; data: Buffer; size: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data, size } of entries) {
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

async function entry(name: string, text: string): Promise<{ name: string; data: Buffer; size: number }> {
  return { name, ...(await deflated(text, '', 0, '', true)) };
}

/** A DOCX whose word/document.xml inflates to about `mb` MB of paragraphs (100 MB: about 100 KB of file). */
export async function docxBomb(mb = 100): Promise<File> {
  const para = '<w:p><w:r><w:t>Maya Lindqvist, firmware</w:t></w:r></w:p>';
  const head = `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}"><w:body>`;
  const tail = '</w:body></w:document>';
  const document = await deflated(head, para, Math.floor((mb * MB) / para.length), tail, true);
  const bytes = zip([
    await entry('[Content_Types].xml', CONTENT_TYPES),
    await entry('_rels/.rels', RELS),
    { name: 'word/document.xml', ...document },
  ]);
  return new File([new Uint8Array(bytes)], 'bomb.docx', {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  });
}

/** A one-page PDF whose content stream inflates to about `mb` MB of text operators (200 MB: about 200 KB of file). */
export async function pdfBomb(mb = 200): Promise<File> {
  const op = 'BT /F1 12 Tf 72 720 Td (Maya Lindqvist) Tj ET\n';
  const { data: stream } = await deflated('', op, Math.floor((mb * MB) / op.length), '', false);
  const head = Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Resources<</Font<</F1 5 0 R>>>>/Contents 4 0 R>>endobj\n' +
      '5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\n' +
      `4 0 obj<</Length ${stream.length}/Filter/FlateDecode>>stream\n`,
    'latin1',
  );
  const tail = Buffer.from('\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1');
  return new File([new Uint8Array(Buffer.concat([head, stream, tail]))], 'bomb.pdf', { type: 'application/pdf' });
}
