// A one-page PDF written by hand, no library needed: the demo ebook's file, so a new shop has
// something to download (docs/decisions.md, "Digital goods"). Helvetica is one of the 14 fonts every PDF reader has, so
// nothing is embedded; text is ASCII, with PDF's three special characters escaped.

const pdfText = (s: string) => s.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);

/** A valid PDF of one US Letter page: the title large, then the lines. */
export function onePagePdf(title: string, lines: readonly string[]): Buffer {
  const text = [`BT /F1 24 Tf 72 700 Td (${pdfText(title)}) Tj ET`, ...lines.map((line, i) => `BT /F1 12 Tf 72 ${660 - i * 18} Td (${pdfText(line)}) Tj ET`)].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
