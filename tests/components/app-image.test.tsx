import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppImage, DEFAULT_IMAGE_PLACEHOLDER } from '@/components/app-image';

function srcOf(img: HTMLElement): URL {
  return new URL(img.getAttribute('src')!, 'http://localhost');
}

describe('AppImage', () => {
  it("asks Next's optimiser for the image with url, w and q = 75 by default", () => {
    render(<AppImage src="/images/course.png" alt="Course" width={320} height={180} />);
    const src = srcOf(screen.getByRole('img', { name: 'Course' }));
    expect(src.pathname).toBe('/_next/image');
    expect(src.searchParams.get('url')).toBe('/images/course.png');
    expect(Number(src.searchParams.get('w'))).toBeGreaterThanOrEqual(320);
    expect(src.searchParams.get('q')).toBe('75');
  });

  it('fetches a priority image eagerly and at high priority; others lazily, at the default', () => {
    render(
      <>
        <AppImage src="/images/hero.png" alt="Hero" width={640} height={360} priority />
        <AppImage src="/images/later.png" alt="Later" width={640} height={360} />
      </>,
    );
    const hero = screen.getByRole('img', { name: 'Hero' });
    expect(hero.getAttribute('fetchpriority')).toBe('high');
    expect(hero.getAttribute('loading')).not.toBe('lazy');
    const later = screen.getByRole('img', { name: 'Later' });
    expect(later.getAttribute('fetchpriority')).toBeNull();
    expect(later.getAttribute('loading')).toBe('lazy');
  });

  it('falls back to the site placeholder when the image fails to load', () => {
    render(<AppImage src="/images/missing.png" alt="Missing" width={320} height={180} />);
    const img = screen.getByRole('img', { name: 'Missing' });
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(DEFAULT_IMAGE_PLACEHOLDER);
  });

  it('falls back to a placeholder of the caller’s choosing when one is given', () => {
    render(<AppImage src="/images/missing.png" fallbackSrc="/images/avatar.svg" alt="Avatar" width={64} height={64} />);
    const img = screen.getByRole('img', { name: 'Avatar' });
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/images/avatar.svg');
  });

  it('tries again when it is given a new image after a failure', () => {
    const { rerender } = render(<AppImage src="/images/a.png" alt="Photo" width={100} height={100} />);
    fireEvent.error(screen.getByRole('img', { name: 'Photo' }));
    rerender(<AppImage src="/images/b.png" alt="Photo" width={100} height={100} />);
    expect(srcOf(screen.getByRole('img', { name: 'Photo' })).searchParams.get('url')).toBe('/images/b.png');
  });
});
