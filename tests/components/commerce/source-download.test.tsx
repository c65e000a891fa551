import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SourceDownload } from '@/features/commerce/components/source-download';
import { renderWithApp } from '../helpers/render-with-app';

const downloadLink = vi.hoisted(() => vi.fn());
vi.mock('@/features/commerce/lazy-commerce-api', () => ({ commerceApi: async () => ({ downloadLink }) }));
const downloadWithProgress = vi.hoisted(() => vi.fn());
vi.mock('@/features/commerce/download-with-progress', () => ({ downloadWithProgress }));

describe('the source-code download button', () => {
  it("says so when the day's downloads are used up, and fetches nothing", async () => {
    downloadLink.mockResolvedValue({ limited: true });
    renderWithApp(<SourceDownload productId={7} fileName="api.zip" />);
    await userEvent.click(screen.getByRole('button', { name: 'Download the source code' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have downloaded this source code 20 times today, the most allowed. You can download it again tomorrow.',
    );
    expect(downloadLink).toHaveBeenCalledWith(7);
    expect(downloadWithProgress).not.toHaveBeenCalled();
  });

  it('downloads through the signed link otherwise', async () => {
    downloadLink.mockResolvedValue({ path_file: '/api/source-codes/7/file?s=x', expires_at: '2026-11-27T08:00:00Z' });
    downloadWithProgress.mockResolvedValue(undefined);
    renderWithApp(<SourceDownload productId={7} fileName="api.zip" />);
    await userEvent.click(screen.getByRole('button', { name: 'Download the source code' }));
    expect((await screen.findByRole('status')).textContent).toBe('Downloaded api.zip.');
    expect(downloadWithProgress).toHaveBeenCalledWith('/api/source-codes/7/file?s=x', 'api.zip', expect.any(Function));
  });
});
