import type { ServerResponse } from 'node:http';
import type { Locale } from '@/lib/locales';
import { findCertificate } from './certificate-dto';
import { renderCertificatePdf } from './render-certificate-pdf';

/**
 * GET /api/certificates/{code}/pdf: the certificate's PDF, as an attachment, for anyone with
 * the code (it says no more than the public page). Cached five minutes by browsers and
 * proxies, so a revocation shows on the PDF within that; never indexed.
 */
export async function sendCertificatePdf(code: string, language: Locale, res: ServerResponse): Promise<void> {
  const certificate = await findCertificate(code);
  const pdf = await renderCertificatePdf(certificate, language);
  res.statusCode = 200;
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Length', pdf.length);
  res.setHeader('Content-Disposition', `attachment; filename="certificate-${certificate.code}.pdf"`);
  res.setHeader('Cache-Control', 'public, max-age=300');
  res.setHeader('X-Robots-Tag', 'noindex');
  res.end(pdf);
}
