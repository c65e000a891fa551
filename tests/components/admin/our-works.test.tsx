import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OurWorkEditorView } from '@/features/admin/components/our-works/our-work-editor-view';
import { OurWorkListView } from '@/features/admin/components/our-works/our-work-list-view';
import type { AdminOurWork } from '@/lib/admin/admin-our-work-types';
import { fail, mockApi, ok } from '../../unit/api/mock-adapter';
import { renderWithApp } from '../helpers/render-with-app';
import { stubResizeObserver } from '../helpers/resize-observer';
import { router, setRouter } from '../helpers/router-mock';
import { UPLOADED } from '../helpers/upload-field-mock';

vi.mock('next/router', () => import('../helpers/router-mock'));
vi.mock('@/features/admin/uploads/upload-field', () => import('../helpers/upload-field-mock'));
stubResizeObserver();

const work = (id: number, title: string, overrides: Partial<AdminOurWork> = {}): AdminOurWork => ({
  id,
  slug: title.toLowerCase().replace(/ /g, '-'),
  status: 'published',
  title: { en: title, vi: `${title} (vi)` },
  client_name: 'Sông Hàn Logistics',
  industry: { en: 'Freight', vi: 'Vận tải' },
  summary: { en: 'A portal.', vi: 'Một cổng.' },
  outcome: { en: 'Fewer calls.', vi: 'Ít cuộc gọi hơn.' },
  stack: ['Next.js'],
  images: [`/images/our-works/${id}-1.svg`, `/images/our-works/${id}-2.svg`],
  year: 2025,
  position: id - 1,
  published_at: '2026-11-01T03:00:00.000Z',
  created_at: '2026-11-01T03:00:00.000Z',
  ...overrides,
});

const portal = work(1, 'Tracking portal');
const clinic = work(2, 'Clinic booking');
const draft = work(3, 'Coffee loyalty', {
  status: 'draft',
  published_at: null,
  client_name: '',
  outcome: { en: '', vi: '' },
  images: [],
});

let mock: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  mock?.restore();
  mock = undefined;
});

// Buttons with an aria-label are found by it: role queries over antd's DOM are slow.
const sentBody = (index = 0) => JSON.parse(mock!.requests[index]!.data as string);
// Plain selectors, not role queries: these run over the whole table several times a test.
const rowTitles = () =>
  [...document.querySelectorAll('tbody tr.ant-table-row')].map((row) => row.querySelectorAll('td')[2]!.textContent);

describe('the showcase list', () => {
  beforeEach(() => setRouter({ pathname: '/admin/our-works' }));

  it('moves a project up: the whole order is saved at once, announced, and the focus follows the project', async () => {
    mock = mockApi(() => ok([portal, draft, clinic].map((row, position) => ({ ...row, position }))));
    renderWithApp(<OurWorkListView works={[portal, clinic, draft]} />);
    expect(rowTitles()).toEqual([
      expect.stringMatching(/^Tracking portal/),
      expect.stringMatching(/^Clinic booking/),
      expect.stringMatching(/^Coffee loyalty/),
    ]);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Move Coffee loyalty up'));

    expect(await screen.findByText('Coffee loyalty is now in place 2.')).toBeTruthy();
    expect(mock.requests[0]).toMatchObject({ method: 'put', url: '/api/admin/our-works/order' });
    expect(sentBody()).toEqual({ ids: [1, 3, 2] });
    expect(rowTitles()[1]).toMatch(/^Coffee loyalty/);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Move Coffee loyalty up')));
    // The first row cannot go up, the last cannot go down.
    expect(screen.getByLabelText('Move Tracking portal up').hasAttribute('disabled')).toBe(true);
    expect(screen.getByLabelText('Move Clinic booking down').hasAttribute('disabled')).toBe(true);
  });

  it('says, in the page’s language, that the list changed when the server refuses the order', async () => {
    mock = mockApi(() =>
      fail(400, 'VALIDATION_ERROR', 'ids: Send every project of the showcase exactly once.', {
        ids: 'Send every project of the showcase exactly once.',
      }),
    );
    renderWithApp(<OurWorkListView works={[portal, clinic]} />);
    await userEvent.setup().click(screen.getByLabelText('Move Clinic booking up'));
    expect(await screen.findByText(/The list has changed since this page was opened/)).toBeTruthy();
    expect(rowTitles()[0]).toMatch(/^Tracking portal/);
  });

  it('keeps the focus on the other button once a project reaches the top', async () => {
    mock = mockApi(() => ok([clinic, portal]));
    renderWithApp(<OurWorkListView works={[portal, clinic]} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Move Clinic booking up'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Move Clinic booking down')));
  });

  it('says why a draft cannot be published yet, without asking the server; publishes a written one', async () => {
    mock = mockApi(() => ok({ ...clinic, status: 'draft', published_at: null }));
    renderWithApp(<OurWorkListView works={[portal, clinic, draft]} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Publish Coffee loyalty'));
    expect(within(screen.getByRole('status')).getByText(/name the client, add an image, and save/)).toBeTruthy();
    expect(mock.requests).toHaveLength(0);

    await user.click(screen.getByLabelText('Unpublish Clinic booking'));
    expect(await screen.findByText('Clinic booking is now: Draft.')).toBeTruthy();
    expect(sentBody()).toEqual({ status: 'draft' });
    expect(screen.getByLabelText('Publish Clinic booking')).toBeTruthy();
  });

  it('deletes a project only once confirmed', async () => {
    mock = mockApi(() => ok({ deleted: true }));
    renderWithApp(<OurWorkListView works={[portal, clinic]} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Delete Clinic booking'));
    expect(mock.requests).toHaveLength(0);
    const confirm = await screen.findByRole('tooltip');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Clinic booking was deleted.')).toBeTruthy();
    expect(mock.requests[0]).toMatchObject({ method: 'delete', url: '/api/admin/our-works/2' });
    expect(rowTitles()).toEqual([expect.stringMatching(/^Tracking portal/)]);
  });
});

describe('the showcase project editor', () => {
  beforeEach(() => setRouter({ pathname: '/admin/our-works/[id]' }));

  it('starts a new project: the slug follows the English title, an uploaded image is its cover, then its page opens', async () => {
    mock = mockApi(() => ok({ ...draft, id: 42 }));
    renderWithApp(<OurWorkEditorView work={null} />);
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1, name: 'New project' })).toBeTruthy();
    // Nothing to publish or delete before the first save.
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    await user.type(screen.getByLabelText('Title (English)'), 'Đà Nẵng Port Portal');
    await user.type(screen.getByLabelText('Title (Vietnamese)'), 'Cổng cảng Đà Nẵng');
    expect((screen.getByLabelText('Slug (address)') as HTMLInputElement).value).toBe('da-nang-port-portal');
    await user.type(screen.getByLabelText('Client'), 'Cảng Đà Nẵng');
    await user.type(screen.getByLabelText('Technologies'), 'React{Enter}Go{Enter}');
    await user.click(screen.getByRole('button', { name: 'Add an image' }));
    expect(screen.getByRole('img', { name: 'Image 1' }).getAttribute('src')).toBe(`/api/files/images/${UPLOADED.id}`);
    expect(screen.getByText('Cover')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/admin/our-works/42'));
    expect(mock.requests[0]).toMatchObject({ method: 'post', url: '/api/admin/our-works' });
    expect(sentBody()).toEqual({
      slug: 'da-nang-port-portal',
      title: { en: 'Đà Nẵng Port Portal', vi: 'Cổng cảng Đà Nẵng' },
      client_name: 'Cảng Đà Nẵng',
      industry: { en: '', vi: '' },
      summary: { en: '', vi: '' },
      outcome: { en: '', vi: '' },
      stack: ['React', 'Go'],
      images: [`/api/files/images/${UPLOADED.id}`],
      year: new Date().getFullYear(),
    });
  });

  it('makes another image the cover, removes one, and saves the order', async () => {
    const three = { ...portal, images: ['/images/a.svg', '/images/b.svg', '/images/c.svg'] };
    mock = mockApi(() => ok({ ...three, images: ['/images/c.svg', '/images/a.svg'] }));
    renderWithApp(<OurWorkEditorView work={three} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Move image 3 up'));
    await user.click(screen.getByLabelText('Move image 2 up'));
    await user.click(screen.getByLabelText('Remove image 3'));
    expect(screen.getAllByRole('img', { name: /^Image \d/ }).map((img) => img.getAttribute('src'))).toEqual([
      '/images/c.svg',
      '/images/a.svg',
    ]);
    expect(screen.getByLabelText('Move image 1 up').hasAttribute('disabled')).toBe(true);
    // The slug of a saved project stays as it is when its title changes.
    await user.clear(screen.getByLabelText('Title (English)'));
    await user.type(screen.getByLabelText('Title (English)'), 'Port portal');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText('Saved');
    expect(mock.requests[0]).toMatchObject({ method: 'patch', url: '/api/admin/our-works/1' });
    expect(sentBody()).toMatchObject({
      slug: 'tracking-portal',
      title: { en: 'Port portal', vi: 'Tracking portal (vi)' },
      images: ['/images/c.svg', '/images/a.svg'],
    });
  });

  it('puts the server’s field errors on their fields: a taken slug, an image of the list', async () => {
    mock = mockApi(() =>
      fail(409, 'SLUG_TAKEN', 'slug: Another project already uses this slug.', {
        slug: 'Another project already uses this slug.',
      }),
    );
    renderWithApp(<OurWorkEditorView work={portal} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Slug (address)').getAttribute('aria-invalid')).toBe('true'));

    mock.restore();
    mock = mockApi(() =>
      fail(400, 'VALIDATION_ERROR', 'images.1: Use a path on this site.', { 'images.1': 'Use a path on this site.' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use a path on this site.')).toBeTruthy();
  });

  it('publishes a written project, then links to it on the public page; a draft missing texts is refused', async () => {
    mock = mockApi(() => ok({ ...clinic, status: 'published' }));
    renderWithApp(<OurWorkEditorView work={{ ...clinic, status: 'draft', published_at: null }} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Clinic booking is now: Published.')).toBeTruthy();
    expect(sentBody()).toEqual({ status: 'published' });
    expect(screen.getByRole('link', { name: /View on the public page/ }).getAttribute('href')).toBe(
      '/our-works#work-clinic-booking',
    );
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeTruthy();
  });

  it('refuses to publish a project without its texts and cover, without asking the server', async () => {
    mock = mockApi(() => ok(draft));
    renderWithApp(<OurWorkEditorView work={draft} />);
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(within(screen.getByRole('status')).getByText(/Before publishing/)).toBeTruthy();
    expect(mock.requests).toHaveLength(0);
  });

  it('deletes the project once confirmed, and goes back to the list', async () => {
    mock = mockApi(() => ok({ deleted: true }));
    renderWithApp(<OurWorkEditorView work={portal} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/admin/our-works'));
    expect(mock.requests[0]).toMatchObject({ method: 'delete', url: '/api/admin/our-works/1' });
  });
});
