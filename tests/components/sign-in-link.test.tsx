import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignInLink } from '@/components/sign-in-link';
import { setRouter } from './helpers/router-mock';

vi.mock('next/router', () => import('./helpers/router-mock'));

const preloads = (href: string) => [
  ...document.head.querySelectorAll(`link[rel="preload"][as="style"][href="${href}"]`),
];

beforeEach(() => setRouter({ pathname: '/courses', asPath: '/courses' }));
afterEach(() => vi.unstubAllEnvs());

describe('SignInLink', () => {
  it('leads to sign-in and back to the page it is on', () => {
    render(<SignInLink>Sign in</SignInLink>);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/authen/sign-in?redirectUrl=%2Fcourses',
    );
  });

  it('fetches antd’s stylesheet ahead once the visitor points at it, touches or focuses it', () => {
    // One stylesheet per intent: React preloads a given stylesheet once per document.
    for (const [intent, href] of [
      [fireEvent.mouseEnter, '/styles/antd-hover.css'],
      [fireEvent.touchStart, '/styles/antd-touch.css'],
      [fireEvent.focus, '/styles/antd-focus.css'],
    ] as const) {
      vi.stubEnv('ANTD_STYLESHEET_HREF', href);
      const { unmount } = render(<SignInLink>Sign in</SignInLink>);
      expect(preloads(href)).toHaveLength(0);
      intent(screen.getByRole('link', { name: 'Sign in' }));
      expect(preloads(href)).toHaveLength(1);
      // A second intent asks for nothing more.
      intent(screen.getByRole('link', { name: 'Sign in' }));
      expect(preloads(href)).toHaveLength(1);
      unmount();
    }
  });
});
