import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { ChatLauncher } from '@/features/chat/components/chat-launcher';
import { SiteLayout } from '@/features/layout/components/site-layout';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import type { LayoutKind } from '@/lib/routes';
import { hydrateWithApp, serverHtmlAsNext } from '../helpers/render-with-app';

vi.mock('next/router', () => import('../helpers/router-mock'));

/** The frame as _app composes it, with the other features' parts. */
function AppFrame({ kind, children }: { kind: LayoutKind; children: ReactNode }) {
  return (
    <SiteLayout kind={kind} chatLauncher={<ChatLauncher />} newsletterForm={<NewsletterForm />}>
      {children}
    </SiteLayout>
  );
}

/** The server's HTML of the frame around a page, hydrated. */
function frame(kind: LayoutKind) {
  const { container } = hydrateWithApp(
    <AppFrame kind={kind}>
      <h1>Courses</h1>
    </AppFrame>,
    () => {},
  );
  return container;
}

/** Whether `element` opens a boundary React hydrates on its own (`<!--&-->` right before it). */
function opensBoundary(element: Element | null): boolean {
  const before = element?.previousSibling;
  return before?.nodeType === Node.COMMENT_NODE && (before as Comment).data === '&';
}

describe('SiteLayout: what React hydrates after the frame', () => {
  it('hydrates the header, the page, the footer and the chat launcher each on its own, after the frame', () => {
    const container = frame('site');
    expect(opensBoundary(container.querySelector('header'))).toBe(true);
    expect(opensBoundary(container.querySelector('main h1'))).toBe(true);
    expect(opensBoundary(container.querySelector('footer'))).toBe(true);
    // The chat launcher comes last.
    const launcher = container.lastElementChild;
    expect(launcher?.querySelector('button[aria-label]')).not.toBeNull();
    expect(opensBoundary(launcher)).toBe(true);
    // The frame itself (the skip link) hydrates first, outside any boundary.
    expect(opensBoundary(container.querySelector('a.skip-link'))).toBe(false);
  });

  it('shows the chat launcher on site pages only: an exam sitting and the admin console keep the frame without it', () => {
    const chatButton = (container: HTMLElement) => container.querySelector('button[aria-label="Chat with us"]');
    expect(chatButton(frame('site'))).not.toBeNull();
    for (const kind of ['exam', 'admin'] as const) {
      const container = frame(kind);
      expect(container.querySelector('header')).not.toBeNull();
      expect(container.querySelector('footer')).not.toBeNull();
      expect(chatButton(container)).toBeNull();
    }
  });

  it('hydrates an auth page in one pass, so its form works as soon as the script has run', () => {
    const container = frame('bare');
    expect(container.querySelector('header')).toBeNull();
    expect(opensBoundary(container.querySelector('main h1'))).toBe(false);
  });

  it('sends a long page whole, in order, with no script to put its parts in place', async () => {
    // A long article: React's streaming renderer moves a Suspense boundary past ~12.8 kB
    // of HTML to the end of the document, hidden, with an inline script to put it back,
    // which the Content-Security-Policy (script-src 'self') refuses.
    const paragraphs = Array.from({ length: 60 }, (_, i) => <p key={i}>{`Paragraph ${i} `.repeat(30)}</p>);
    const html = await serverHtmlAsNext(
      <AppFrame kind="site">
        <article>{paragraphs}</article>
      </AppFrame>,
    );
    expect(html.length).toBeGreaterThan(20_000);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<!--$?-->');
    expect(html).not.toContain('hidden id="S:');
    expect(html.indexOf('</article>')).toBeLessThan(html.indexOf('<footer'));
  });
});
