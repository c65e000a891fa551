import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { MailAttachment } from './mail-message';

/**
 * The site's logo (its 192 px app icon, a 3 kB PNG: mail clients do not show SVG) travels
 * inside every mail as an inline part that the HTML names by Content-ID. Not a link to
 * APP_URL: most mail clients hold back remote images until the reader allows them (the
 * brand would be a broken box), a remote image tells the server who opened what, and a
 * link to http://localhost:3000 — the default — shows nothing anywhere else.
 */
export const MAIL_LOGO_CID = 'logo@learnhub';

let logo: MailAttachment | undefined;

export function mailLogo(): MailAttachment {
  logo ??= {
    filename: 'learnhub.png',
    contentType: 'image/png',
    cid: MAIL_LOGO_CID,
    // Served from public/ as the site's icon; read once, from where the server runs (as the locale files are).
    content: readFileSync(path.join(process.cwd(), 'public', 'icon-192.png')),
  };
  return logo;
}
