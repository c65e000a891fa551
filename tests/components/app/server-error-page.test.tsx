import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetErrorReference } from '@/hooks/use-error-reference';
import ServerErrorPage from '@/pages/500';
import { renderWithApp } from '../helpers/render-with-app';
import { setRouter } from '../helpers/router-mock';

vi.mock('next/router', () => import('../helpers/router-mock'));
// The page's getStaticProps reads the translations from disk on the server: not rendered here.
vi.mock('@/server/i18n/page-translations', () => ({ pageTranslations: vi.fn() }));

/** The 500 page as a fresh page load: the reference is read once per load. */
function loadPage() {
  forgetErrorReference();
  return ServerErrorPage;
}

function clearCookies() {
  for (const name of document.cookie.split(';').map((pair) => pair.split('=')[0]!.trim())) {
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

describe('the 500 page', () => {
  beforeEach(() => setRouter({ asPath: '/my-course', locale: 'en' }));
  afterEach(clearCookies);

  it('shows the failed request’s reference, left by the server in a short-lived cookie, and clears it', () => {
    document.cookie = 'token=abc; Path=/';
    document.cookie = 'error_ref=4b1c2d3e-0000-4000-8000-1234567890ab; Path=/';
    const Page = loadPage();
    renderWithApp(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeDefined();
    expect(screen.getByText('Reference: 4b1c2d3e-0000-4000-8000-1234567890ab')).toBeDefined();
    expect(document.cookie).not.toContain('error_ref=');
    // Other cookies are left alone.
    expect(document.cookie).toContain('token=abc');
  });

  it('shows no reference when there is none (an error the server could not tag)', () => {
    const Page = loadPage();
    renderWithApp(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeDefined();
    expect(screen.queryByText(/Reference:/)).toBeNull();
  });

  it('ignores a cookie value that is not a request id', () => {
    document.cookie = 'error_ref=<script>alert(1)</script>; Path=/';
    const Page = loadPage();
    renderWithApp(<Page />);
    expect(screen.queryByText(/Reference:/)).toBeNull();
  });
});
