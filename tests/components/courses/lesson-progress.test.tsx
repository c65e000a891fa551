import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LessonPosition } from '@/lib/catalog/lesson-types';
import { useLessonProgress } from '@/features/courses/use-lesson-progress';

const saveProgress = vi.hoisted(() => vi.fn());
vi.mock('@/features/courses/lazy-courses-api', () => {
  const api = { saveProgress };
  return { coursesApi: async () => api, loadedCoursesApi: () => api };
});

function Player({ serverProgress }: { serverProgress: LessonPosition | null }) {
  const video = useRef<HTMLVideoElement>(null);
  const { saveFailed } = useLessonProgress(video, { lessonId: 7, serverProgress });
  return (
    <>
      <video ref={video} />
      {saveFailed && <p role="alert">save failed</p>}
    </>
  );
}

/** jsdom plays nothing: the test sets where the video is and says it ended. */
function endAt(seconds: number) {
  const video = document.querySelector('video')!;
  Object.defineProperty(video, 'currentTime', { configurable: true, value: seconds });
  Object.defineProperty(video, 'ended', { configurable: true, value: true });
  video.dispatchEvent(new Event('ended'));
}

afterEach(() => saveProgress.mockReset());

describe('lesson progress', () => {
  it('marks the lesson completed at the end, and sends that again when the first save fails', async () => {
    saveProgress.mockRejectedValueOnce(new Error('offline')).mockResolvedValue({});
    const { findByRole, unmount } = render(<Player serverProgress={{ position_s: 0, completed: false }} />);
    await act(async () => endAt(300));
    expect(saveProgress).toHaveBeenLastCalledWith(7, { position_s: 300, completed: true }, false);
    expect(await findByRole('alert')).toBeTruthy();

    // The learner moves on without watching more: leaving sends the completion again.
    await act(async () => window.dispatchEvent(new Event('pagehide')));
    expect(saveProgress).toHaveBeenCalledTimes(2);
    expect(saveProgress).toHaveBeenLastCalledWith(7, { position_s: 300, completed: true }, true);
    // Stored now: leaving again has nothing to send.
    await act(async () => unmount());
    expect(saveProgress).toHaveBeenCalledTimes(2);
  });
});
