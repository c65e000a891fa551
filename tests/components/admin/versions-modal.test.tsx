import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VersionsModal } from '@/features/admin/components/source-codes/versions-modal';
import type { AdminSourceCodeListItem, AdminSourceCodeVersions } from '@/lib/admin/admin-source-code-types';
import { fail, mockApi, ok } from '../../unit/api/mock-adapter';
import { renderWithApp } from '../helpers/render-with-app';
import { stubResizeObserver } from '../helpers/resize-observer';
import { UPLOADED } from '../helpers/upload-field-mock';

vi.mock('next/router', () => import('../helpers/router-mock'));
stubResizeObserver();

vi.mock('@/features/admin/uploads/upload-field', () => import('../helpers/upload-field-mock'));

const product: AdminSourceCodeListItem = {
  id: 4,
  slug: 'rest-api',
  title: { en: 'REST API starter', vi: 'Khung REST API' },
  price_vnd: 390_000,
  version: '1.0.0',
  file_size_bytes: 2048,
  published: true,
  sales_count: 3,
  updated_at: '2026-11-20T03:00:00.000Z',
};

const history: AdminSourceCodeVersions = {
  current: '1.0.0',
  versions: [
    {
      id: 1,
      version: '1.0.0',
      changelog: { en: 'First release.', vi: 'Bản phát hành đầu tiên.' },
      file_name: 'rest-api-1.0.0.zip',
      file_size_bytes: 2048,
      created_by: null,
      created_at: '2026-11-01T03:00:00.000Z',
    },
  ],
};

let mock: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  mock?.restore();
  mock = undefined;
});

describe('the versions dialog of a source code', () => {
  it('shows the history, asks for the archive first, then publishes the version and shows it', async () => {
    const after: AdminSourceCodeVersions = {
      current: '2.0.0',
      versions: [
        {
          ...history.versions[0]!,
          id: 2,
          version: '2.0.0',
          changelog: { en: 'Dark mode.', vi: 'Chế độ tối.' },
          created_by: 'admin@learnhub.local',
        },
        ...history.versions,
      ],
    };
    mock = mockApi((config) => (config.method === 'get' ? ok(history) : ok(after)));
    const onPublished = vi.fn();
    renderWithApp(<VersionsModal product={product} onClose={() => {}} onPublished={onPublished} />);
    const dialog = await screen.findByRole('dialog', { name: 'Versions of REST API starter' });
    expect(await within(dialog).findByText('First release.')).toBeTruthy();

    await userEvent.type(within(dialog).getByLabelText('Version number'), '2.0.0');
    await userEvent.type(within(dialog).getByLabelText('What changed (English)'), 'Dark mode.');
    await userEvent.type(within(dialog).getByLabelText('What changed (Vietnamese)'), 'Chế độ tối.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish the version' }));
    expect(await within(dialog).findByText('Upload the archive first.')).toBeTruthy();
    expect(mock.requests).toHaveLength(1);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive of the new version (ZIP, gzip or 7z)' }));
    expect(within(dialog).getByText('Ready: release.zip')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish the version' }));

    expect(
      await within(dialog).findByText(
        'Version 2.0.0 is published: buyers download it from now on and are being emailed.',
      ),
    ).toBeTruthy();
    expect(mock.requests[1]).toMatchObject({ method: 'post', url: '/api/admin/source-codes/4/versions' });
    expect(JSON.parse(mock.requests[1]!.data as string)).toEqual({
      upload_id: UPLOADED.id,
      version: '2.0.0',
      changelog: { en: 'Dark mode.', vi: 'Chế độ tối.' },
    });
    expect(within(dialog).getByText('Dark mode.')).toBeTruthy();
    expect(onPublished).toHaveBeenCalledWith(4, '2.0.0');
  });

  it('puts a refused version number on its field', async () => {
    mock = mockApi((config) =>
      config.method === 'get'
        ? ok(history)
        : fail(400, 'VALIDATION_ERROR', 'version: exists', { version: 'Version 1.0.0 exists already.' }),
    );
    renderWithApp(<VersionsModal product={product} onClose={() => {}} onPublished={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('First release.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive of the new version (ZIP, gzip or 7z)' }));
    await userEvent.type(within(dialog).getByLabelText('Version number'), '1.0.0');
    await userEvent.type(within(dialog).getByLabelText('What changed (English)'), 'Again.');
    await userEvent.type(within(dialog).getByLabelText('What changed (Vietnamese)'), 'Lại.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish the version' }));
    await waitFor(() => expect(within(dialog).getByText(/exists already/)).toBeTruthy());
  });
});
