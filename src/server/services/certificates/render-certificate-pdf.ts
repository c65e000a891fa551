import { readFileSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { formatDate } from '@/lib/format/date';
import { formatPercent } from '@/lib/format/percent';
import type { Locale } from '@/lib/locales';
import { certificatePath } from '@/lib/routes';
import { serverTranslator } from '../../i18n/server-translations';
import { localized } from '../../i18n/localized';
import { appLink } from '../../mail/app-link';
import type { Certificate } from '../../repositories/certificate-repository';

/**
 * The certificate as a PDF, made on the server with pdfkit: one A4 landscape page in Be
 * Vietnam Pro (a TTF covering Vietnamese; the PDF standard fonts have no diacritics),
 * embedded as a subset of the glyphs used, with the verification URL and its QR code drawn
 * as vector squares. It states what the public page states, no more.
 */

const FONT_DIR = path.join(process.cwd(), 'node_modules', '@expo-google-fonts', 'be-vietnam-pro');
let fonts: { regular: Buffer; bold: Buffer } | undefined;

// Read once per process: the font files are the slow part of a first PDF.
function loadFonts(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: readFileSync(path.join(FONT_DIR, '400Regular', 'BeVietnamPro_400Regular.ttf')),
    bold: readFileSync(path.join(FONT_DIR, '700Bold', 'BeVietnamPro_700Bold.ttf')),
  };
  return fonts;
}

const PAGE = { width: 841.89, height: 595.28 };
const INK = '#1f2937';
const MUTED = '#4b5563';
const ACCENT = '#1d4ed8';
const DANGER = '#b91c1c';

export async function renderCertificatePdf(certificate: Certificate, language: Locale): Promise<Buffer> {
  const t = serverTranslator(language, 'certificates');
  const brand = serverTranslator(language, 'common')('brand');
  const url = appLink(language, certificatePath(certificate.code));
  const course = localized(certificate.courseTitleEn, certificate.courseTitleVi, language);
  const issuedOn = formatDate(certificate.issuedAt.toISOString(), language);

  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    // No standard font: everything is set in the embedded one.
    font: '',
    info: {
      Title: `${t('pdf.heading')} ${certificate.code}`,
      Author: brand,
      Subject: course,
      CreationDate: certificate.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { regular, bold } = loadFonts();
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);

  // Frame.
  doc
    .lineWidth(3)
    .strokeColor(ACCENT)
    .rect(22, 22, PAGE.width - 44, PAGE.height - 44)
    .stroke();
  doc
    .lineWidth(0.75)
    .rect(32, 32, PAGE.width - 64, PAGE.height - 64)
    .stroke();

  const inner = { x: 80, width: PAGE.width - 160 };
  const centred = (text: string, y: number, font: 'regular' | 'bold', size: number, color = INK) =>
    doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(text, inner.x, y, { width: inner.width, align: 'center', lineBreak: true });

  centred(brand, 62, 'bold', 18, ACCENT);
  centred(t('pdf.heading'), 100, 'bold', 30);
  if (certificate.revokedAt) {
    centred(
      t('pdf.revoked', { date: formatDate(certificate.revokedAt.toISOString(), language) }),
      146,
      'bold',
      16,
      DANGER,
    );
  }
  centred(t('pdf.certifies'), 182, 'regular', 14, MUTED);
  centred(certificate.learnerName, 206, 'bold', fitSize(doc, certificate.learnerName, inner.width, 34), INK);
  centred(t('pdf.completed'), 260, 'regular', 14, MUTED);
  doc
    .font('bold')
    .fontSize(22)
    .fillColor(ACCENT)
    .text(course, inner.x, 284, { width: inner.width, align: 'center', height: 84, ellipsis: true });

  const facts = [
    ...(certificate.score === null ? [] : [t('pdf.score', { score: formatPercent(certificate.score) })]),
    t('pdf.issuedOn', { date: issuedOn }),
  ];
  facts.forEach((line, index) => centred(line, 378 + index * 20, 'regular', 13, INK));

  // Bottom: the code and the address to check it at, and the same address as a QR code.
  const qrSize = 104;
  const qrX = PAGE.width - 64 - qrSize;
  const qrY = PAGE.height - 64 - qrSize;
  doc
    .font('bold')
    .fontSize(12)
    .fillColor(INK)
    .text(t('pdf.code', { code: certificate.code }), 64, qrY + 30);
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(MUTED)
    .text(t('pdf.verify'), 64, qrY + 54);
  doc.fillColor(ACCENT).text(url, 64, qrY + 70, { link: url, width: qrX - 84 });
  drawQrCode(doc, url, qrX, qrY, qrSize);

  doc.end();
  return finished;
}

/** The largest size up to `max` at which `text` fits on one line of `width`. */
function fitSize(doc: PDFKit.PDFDocument, text: string, width: number, max: number): number {
  doc.font('bold').fontSize(max);
  const measured = doc.widthOfString(text);
  return measured <= width ? max : Math.max(14, Math.floor((max * width) / measured));
}

/** The QR code's dark modules as filled squares (a run of them in a row as one rectangle). */
function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = size / (modules.size + quiet * 2);
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < modules.size; row += 1) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      doc.rect(x + (start + quiet) * cell, y + (row + quiet) * cell, (column - start) * cell, cell);
    }
  }
  doc.fill('#000000');
}
