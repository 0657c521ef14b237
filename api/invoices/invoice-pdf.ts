import { btwPerRate } from '../../domain/btw.ts';
import { BUSINESS } from '../../domain/business.ts';
import { formatDateLong } from '../../domain/dates.ts';
import { formatEuro } from '../../domain/money.ts';
import { canPay, payLink } from './invoice-shapes.ts';
import type { InvoiceLineRow, InvoiceRow } from './invoice-store.ts';

// An invoice as a Dutch A4 PDF (pdfkit, pure JavaScript, its built-in Helvetica): our name,
// address, KvK and BTW numbers; the customer; number and date; the lines with count, price and
// BTW rate; the totals; and whether it is paid (or the link to pay it).

const TYPE_NAMES = { rental: 'Verhuur', sale: 'Verkoop', course: 'Cursus', project: 'Project' } as const;
const LEFT = 50;
const RIGHT = 545;
const COLUMNS = { description: LEFT, count: 300, unit: 350, btw: 425, total: 470 } as const;

export async function invoicePdf(
  invoice: InvoiceRow,
  lines: InvoiceLineRow[],
  publicUrl: string,
): Promise<Buffer> {
  // Loaded when the first invoice is drawn, not at the api's start.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    info: { Title: `Factuur ${invoice.number}`, Author: BUSINESS.name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text(BUSINESS.name, LEFT, 50);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(BUSINESS.street)
    .text(`${BUSINESS.postalCode} ${BUSINESS.city}`)
    .text(`${BUSINESS.phone.display} · ${BUSINESS.email}`)
    .text(`KvK ${BUSINESS.kvk} · BTW ${BUSINESS.vatNumber}`);

  doc.font('Helvetica-Bold').fontSize(10).text('Factuur aan', LEFT, 150);
  doc.font('Helvetica').text(invoice.customerName).text(invoice.customerAddress).text(invoice.email);

  doc.font('Helvetica-Bold').fontSize(16).text(`Factuur ${invoice.number}`, LEFT, 240);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`Factuurdatum: ${formatDateLong(invoice.date)}`)
    .text(`Soort: ${TYPE_NAMES[invoice.projectType]}`);

  let y = 310;
  const row = (cells: [string, string, string, string, string], bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    doc.text(cells[0], COLUMNS.description, y, { width: 240 });
    const height = doc.y - y;
    doc.text(cells[1], COLUMNS.count, y, { width: 40, align: 'right' });
    doc.text(cells[2], COLUMNS.unit, y, { width: 65, align: 'right' });
    doc.text(cells[3], COLUMNS.btw, y, { width: 35, align: 'right' });
    doc.text(cells[4], COLUMNS.total, y, { width: RIGHT - COLUMNS.total, align: 'right' });
    y += Math.max(height, 12) + 4;
  };
  row(['Omschrijving', 'Aantal', 'Prijs', 'BTW', 'Bedrag'], true);
  doc
    .moveTo(LEFT, y - 2)
    .lineTo(RIGHT, y - 2)
    .stroke();
  for (const line of lines) {
    row([
      line.description,
      String(line.count),
      formatEuro(line.unitCents),
      `${line.btwPercent}%`,
      formatEuro(line.priceCents),
    ]);
  }
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).stroke();
  y += 8;
  const total = (label: string, cents: number, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    doc.text(label, 300, y, { width: 160 });
    doc.text(formatEuro(cents), COLUMNS.total, y, { width: RIGHT - COLUMNS.total, align: 'right' });
    y += 16;
  };
  total('Totaal excl. btw', invoice.totalExclBtwCents);
  // BTW per rate, as computed (domain/btw.ts): a reader checks each against its base.
  for (const rate of btwPerRate(lines.map((l) => ({ exclBtwCents: l.priceCents, btwPercent: l.btwPercent })))
    .rates) {
    total(`Btw ${rate.percent} % over ${formatEuro(rate.baseCents)}`, rate.btwCents);
  }
  total('Totaal incl. btw', invoice.totalCents, true);

  y += 16;
  doc.font('Helvetica-Bold').fontSize(12);
  if (invoice.paidAt) {
    doc.text('Betaald', LEFT, y);
    doc.font('Helvetica').fontSize(10).text('Dank je wel; deze factuur is voldaan.');
  } else {
    doc.text('Openstaand', LEFT, y);
    doc.font('Helvetica').fontSize(10);
    if (canPay(invoice)) {
      doc.text(`Betaal online via ${payLink(publicUrl, invoice.handle)}`);
    }
    doc.text(`Vermeld bij betalen per bank het factuurnummer ${invoice.number}.`);
  }
  doc.end();
  return done;
}
