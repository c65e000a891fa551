import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewSourceCodeModal } from '@/features/admin/components/source-codes/new-source-code-modal';
import { SourceCodeEditorView } from '@/features/admin/components/source-codes/source-code-editor-view';
import type { AdminSourceCode } from '@/lib/admin/admin-source-code-types';
import type { FilterGroup } from '@/lib/commerce/source-code-types';
import { fail, mockApi, ok } from '../../unit/api/mock-adapter';
import { router, setRouter } from '../helpers/router-mock';
import { renderWithApp } from '../helpers/render-with-app';
import { stubResizeObserver } from '../helpers/resize-observer';
import { UPLOADED } from '../helpers/upload-field-mock';

vi.mock('next/router', () => import('../helpers/router-mock'));
stubResizeObserver();

vi.mock('@/features/admin/uploads/upload-field', () => import('../helpers/upload-field-mock'));

const draft: AdminSourceCode = {
  id: 7,
  slug: 'salon-booking',
  status: 'draft',
  title: { en: 'Salon booking', vi: 'Đặt lịch tiệm tóc' },
  short_description: { en: '', vi: '' },
  description: { en: '', vi: '' },
  price_vnd: 300_000,
  tech_stack: ['Next.js'],
  filter_ids: [],
  thumbnail: '/images/placeholder.svg',
  gallery: ['/images/one.svg', '/images/two.svg', '/images/three.svg'],
  demo_url: 'https://demo.example.com',
  version: '1.0.0',
  file_name: 'salon-booking-1.0.0.zip',
  file_size_bytes: 4096,
  sales_count: 0,
  published_at: null,
  created_at: '2026-11-20T03:00:00.000Z',
  updated_at: '2026-11-20T03:00:00.000Z',
};

const written: AdminSourceCode = {
  ...draft,
  short_description: { en: 'Bookings for salons.', vi: 'Đặt lịch cho tiệm tóc.' },
  description: { en: 'A whole app.', vi: 'Cả một ứng dụng.' },
};

const groups: FilterGroup[] = [
  { id: 1, slug: 'kind', name: 'Kind of project', options: [{ value: 11, label: 'Web app', slug: 'web-app' }] },
];

let mock: ReturnType<typeof mockApi> | undefined;
beforeEach(() => setRouter());
afterEach(() => {
  mock?.restore();
  mock = undefined;
});

const sentBody = (index: number) => JSON.parse(mock!.requests[index]!.data as string) as Record<string, unknown>;

describe('the source-code editor', () => {
  it('will not publish a product whose texts are missing, and says why without asking the server', async () => {
    mock = mockApi(() => ok(written));
    renderWithApp(<SourceCodeEditorView product={draft} filterGroups={groups} />);
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(within(screen.getByRole('status')).getByText(/in both languages, and save, before publishing/)).toBeTruthy();
    expect(mock.requests).toHaveLength(0);
  });

  it('publishes a written product and then offers its public page and unpublishing', async () => {
    mock = mockApi(() => ok({ ...written, status: 'published', published_at: '2026-11-27T03:00:00.000Z' }));
    renderWithApp(<SourceCodeEditorView product={written} filterGroups={groups} />);
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('The product is now: Published.')).toBeTruthy();
    expect(mock.requests[0]).toMatchObject({ method: 'patch', url: '/api/admin/source-codes/7' });
    expect(sentBody(0)).toEqual({ status: 'published' });
    expect(screen.getByRole('link', { name: 'View the public page' }).getAttribute('href')).toBe(
      '/source-codes/salon-booking',
    );
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeTruthy();
  });

  it('saves reordered and removed screenshots, a cleared demo and new technologies', async () => {
    mock = mockApi(() => ok(written));
    renderWithApp(<SourceCodeEditorView product={draft} filterGroups={groups} />);
    await userEvent.click(screen.getByRole('button', { name: 'Move screenshot 3 up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove screenshot 1' }));
    expect(screen.getAllByRole('img', { name: /Screenshot \d/ }).map((img) => img.getAttribute('src'))).toEqual([
      '/images/three.svg',
      '/images/two.svg',
    ]);
    expect(screen.getByRole('button', { name: 'Move screenshot 1 up' }).hasAttribute('disabled')).toBe(true);
    await userEvent.clear(screen.getByLabelText('Live demo (optional)'));
    await userEvent.type(screen.getByLabelText('Technologies'), 'PostgreSQL{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText('Saved');
    expect(sentBody(0)).toMatchObject({
      gallery: ['/images/three.svg', '/images/two.svg'],
      demo_url: null,
      tech_stack: ['Next.js', 'PostgreSQL'],
      slug: 'salon-booking',
      price_vnd: 300_000,
    });
  });

  it('puts a refused slug on its field', async () => {
    mock = mockApi(() =>
      fail(409, 'SLUG_TAKEN', 'slug: Another source-code product already uses this slug.', {
        slug: 'Another source-code product already uses this slug.',
      }),
    );
    renderWithApp(<SourceCodeEditorView product={draft} filterGroups={groups} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const slug = screen.getByLabelText('Slug (address)');
    await waitFor(() => expect(slug.getAttribute('aria-invalid')).toBe('true'));
  });
});

describe('the new source-code dialog', () => {
  it('asks for the archive, then creates the draft from it and opens its editor', async () => {
    mock = mockApi(() => ok({ ...draft, id: 42 }));
    renderWithApp(<NewSourceCodeModal open onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'New source-code product' });
    await userEvent.type(within(dialog).getByLabelText('Title (English)'), 'Salon Booking');
    await userEvent.type(within(dialog).getByLabelText('Title (Vietnamese)'), 'Đặt lịch tiệm tóc');
    expect((within(dialog).getByLabelText('Slug (address)') as HTMLInputElement).value).toBe('salon-booking');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Upload the archive first.')).toBeTruthy();
    expect(mock.requests).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: "The project's archive (ZIP, gzip or 7z)" }));
    expect(within(dialog).getByText('Ready: release.zip')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/admin/source-codes/42'));
    expect(sentBody(0)).toEqual({
      slug: 'salon-booking',
      title: { en: 'Salon Booking', vi: 'Đặt lịch tiệm tóc' },
      price_vnd: 0,
      first_version: { upload_id: UPLOADED.id, version: '1.0.0' },
    });
  });
});
