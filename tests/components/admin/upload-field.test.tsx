import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CanceledError, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UploadField } from '@/features/admin/uploads/upload-field';
import type { UploadReply } from '@/lib/uploads/upload-types';
import { FORMAT_SAMPLES, mp4File } from '../../fixtures/media-files';
import { fail, mockApi, ok, type MockReply } from '../../unit/api/mock-adapter';
import { renderWithApp } from '../helpers/render-with-app';

const VIDEO = mp4File({ duration: 95_000 });
const stored: UploadReply = {
  id: '6a1f4c3e-2b7d-4e51-9a6e-2d4f8b1c7e10',
  kind: 'video',
  original_name: 'lesson-1.mp4',
  content_type: 'video/mp4',
  size_bytes: VIDEO.length,
  sha256: 'a'.repeat(64),
  duration_s: 95,
};

const videoFile = (name = 'lesson-1.mp4', bytes: Buffer = VIDEO) => new File([new Uint8Array(bytes)], name);

/** The API, with each upload held until the test settles it: its request, progress and reply. */
function serveUploads() {
  const pending: {
    config: InternalAxiosRequestConfig;
    progress: (loaded: number) => void;
    reply: (outcome: MockReply | 'network-error') => void;
  }[] = [];
  const mock = mockApi(
    (config) =>
      new Promise((resolve, reject) => {
        config.signal?.addEventListener?.('abort', () => reject(new CanceledError(undefined, undefined, config)));
        pending.push({
          config,
          progress: (loaded) =>
            config.onUploadProgress?.({ loaded, total: VIDEO.length, bytes: loaded, lengthComputable: true }),
          reply: resolve,
        });
      }),
  );
  return { pending, mock };
}

let served: ReturnType<typeof serveUploads> | undefined;
afterEach(() => served?.mock.restore());

function renderField(onUploaded = vi.fn()) {
  renderWithApp(<UploadField kind="video" label="Lesson video" onUploaded={onUploaded} />);
  return { onUploaded, input: screen.getByLabelText('Lesson video') };
}

describe('UploadField', () => {
  it('is a labelled file input that says what it takes', () => {
    const { input } = renderField();
    expect(input).toHaveProperty('type', 'file');
    expect(input.getAttribute('accept')).toContain('video/mp4');
    expect(input.getAttribute('accept')).toContain('.webm');
    const hint = document.getElementById(input.getAttribute('aria-describedby')!);
    expect(hint?.textContent).toBe('MP4 or WebM, up to 2 GiB.');
  });

  it('sends the file itself, shows its progress to the eye and, in steps, to a screen reader, then reports the upload', async () => {
    served = serveUploads();
    const { input, onUploaded } = renderField();
    await userEvent.upload(input, videoFile());
    await waitFor(() => expect(served!.pending).toHaveLength(1));
    const [request] = served.pending;
    expect(request!.config).toMatchObject({
      url: '/api/admin/uploads',
      method: 'post',
      params: { kind: 'video', name: 'lesson-1.mp4' },
      timeout: 0,
    });
    expect(request!.config.data).toBeInstanceOf(File);
    expect(input).toHaveProperty('disabled', true);

    act(() => request!.progress(Math.ceil(VIDEO.length * 0.37)));
    const bar = screen.getByRole('progressbar', { name: 'Upload of lesson-1.mp4' });
    expect(bar.getAttribute('aria-valuenow')).toBe('37');
    expect(screen.getByRole('status').textContent).toBe('Uploading lesson-1.mp4: 30%');

    act(() => request!.reply(ok(stored)));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(stored));
    expect(screen.getByRole('status').textContent).toMatch(/^lesson-1\.mp4 is uploaded \(.+ KiB, 1:35\)\.$/);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(input).toHaveProperty('disabled', false);
  });

  it('refuses, without sending it, a file over the kind’s limit or one whose bytes are not a video', async () => {
    served = serveUploads();
    const { input } = renderField();
    const huge = videoFile('huge.mp4');
    Object.defineProperty(huge, 'size', { value: 3 * 1024 ** 3 });
    await userEvent.upload(input, huge);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'huge.mp4 is 3 GiB: files of this kind may be at most 2 GiB.',
    );
    await userEvent.upload(input, videoFile('photo.mp4', FORMAT_SAMPLES.png));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('photo.mp4 is not an MP4 or WebM video.'));
    expect(served.pending).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('cancels an upload on request, and sends it again on Try again', async () => {
    served = serveUploads();
    const { input, onUploaded } = renderField();
    await userEvent.upload(input, videoFile());
    await waitFor(() => expect(served!.pending).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('The upload of lesson-1.mp4 was cancelled.'),
    );
    expect(served.pending[0]!.config.signal?.aborted).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(served!.pending).toHaveLength(2));
    act(() => served!.pending[1]!.reply(ok(stored)));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
  });

  it('offers to try again after a dropped connection, but not after the server refused the file', async () => {
    served = serveUploads();
    const { input, onUploaded } = renderField();
    await userEvent.upload(input, videoFile());
    await waitFor(() => expect(served!.pending).toHaveLength(1));
    act(() => served!.pending[0]!.reply('network-error'));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'lesson-1.mp4 could not be uploaded: We could not reach the server.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(served!.pending).toHaveLength(2));
    act(() =>
      served!.pending[1]!.reply(fail(415, 'UNSUPPORTED_FILE_TYPE', 'This file is not a video the site accepts.')),
    );
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'lesson-1.mp4 could not be uploaded: This file is not of a type that can be uploaded here.',
      ),
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(onUploaded).not.toHaveBeenCalled();
  });
});
