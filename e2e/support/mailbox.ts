import { expect } from '@playwright/test';

const MAIL_API = `http://127.0.0.1:${process.env.E2E_MAIL_API_PORT ?? 3126}`;

export interface Mail {
  subject: string;
  text: string;
  html: string;
}

/** Waits for the `index`-th mail to `to` (0 = the first) and returns it. */
export async function waitForMail(to: string, index = 0): Promise<Mail> {
  let mails: Mail[] = [];
  await expect
    .poll(
      async () => {
        mails = (await (await fetch(`${MAIL_API}/messages?to=${encodeURIComponent(to)}`)).json()) as Mail[];
        return mails.length;
      },
      { message: `mail #${index + 1} to ${to}`, timeout: 10_000 },
    )
    .toBeGreaterThan(index);
  return mails[index]!;
}

/** The first link in a mail's text that goes to `pathname` (e.g. /authen/verify-email). */
export function linkIn(mail: Mail, pathname: string): URL {
  const url = mail.text
    .match(/https?:\/\/\S+/g)
    ?.map((href) => new URL(href))
    .find((u) => u.pathname.endsWith(pathname));
  if (!url) throw new Error(`no ${pathname} link in "${mail.subject}"`);
  return url;
}

/** Waits for a mail to `to` that `matches` (for a shared inbox, e.g. the team's) and returns it. */
export async function waitForMailWhere(to: string, matches: (mail: Mail) => boolean): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${MAIL_API}/messages?to=${encodeURIComponent(to)}`)).json()) as Mail[];
        found = mails.find(matches);
        return found !== undefined;
      },
      { message: `a matching mail to ${to}`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}
