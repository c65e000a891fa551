import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Link } from '@/components/link';

// next/link itself, replaced by an anchor that shows the prefetch setting it was given.
vi.mock('next/link', () => ({
  default: ({ href, prefetch, children }: { href: string; prefetch?: boolean | null; children: ReactNode }) => (
    <a href={href} data-prefetch={String(prefetch)}>
      {children}
    </a>
  ),
}));

describe('Link', () => {
  it('does not prefetch on sight unless a link asks to', () => {
    render(
      <>
        <Link href="/courses">Courses</Link>
        <Link href="/posts" prefetch>
          Blog
        </Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Courses' }).dataset.prefetch).toBe('false');
    expect(screen.getByRole('link', { name: 'Blog' }).dataset.prefetch).toBe('true');
  });
});
