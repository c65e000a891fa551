import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import type { LessonPosition } from '@/lib/catalog/lesson-types';
import type { ProgressInput } from './courses-api';
import { coursesApi, loadedCoursesApi } from './lazy-courses-api';

/** While playing, the position is saved at most this often. */
const SAVE_EVERY_MS = 15_000;
// Resuming a few seconds from the end would end the video at once: start over instead.
const RESUME_MARGIN_S = 3;

const storageKey = (lessonId: number) => `learnhub:lesson-progress:${lessonId}`;

function readLocal(lessonId: number): LessonPosition | null {
  try {
    const value = JSON.parse(window.localStorage.getItem(storageKey(lessonId)) ?? 'null') as LessonPosition | null;
    return typeof value?.position_s === 'number' ? value : null;
  } catch {
    return null; // Storage blocked (private mode, policy) or garbage: start from the beginning.
  }
}

function writeLocal(lessonId: number, position: LessonPosition): void {
  try {
    window.localStorage.setItem(storageKey(lessonId), JSON.stringify(position));
  } catch {
    // Storage full or blocked: resuming is a convenience, not worth an error.
  }
}

interface Options {
  lessonId: number;
  /** The signed-in viewer's saved progress; null for anonymous viewers (kept in localStorage). */
  serverProgress: LessonPosition | null;
  /** Called when the video has been watched to the end. */
  onCompleted?: () => void;
}

/**
 * Resumes a lesson video where the viewer left it and keeps that place: on the server for
 * signed-in viewers (every 15 s while playing, on pause, at the end — which marks the
 * lesson completed — and, as a keepalive request, when the page is hidden or left), in
 * localStorage for anonymous viewers of a free preview.
 */
export function useLessonProgress(
  videoRef: RefObject<HTMLVideoElement | null>,
  { lessonId, serverProgress, onCompleted }: Options,
): { saveFailed: boolean } {
  const [saveFailed, setSaveFailed] = useState(false);
  const signedIn = serverProgress !== null;
  // Where to resume is read once, when the video mounts; later saves must not move it.
  const initialRef = useRef(serverProgress);
  const completedEvent = useEffectEvent(() => onCompleted?.());

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const start = initialRef.current ?? readLocal(lessonId);
    let lastSaved = start?.position_s ?? 0;
    let lastSavedAt = Date.now();
    let done = start?.completed ?? false;
    // Watched to the end, and the server has not said it stored that yet: every later save
    // carries `completed` until one succeeds (the end is sent once otherwise, and lost if
    // that one request fails).
    let completionUnsaved = false;

    const save = (position: ProgressInput, onExit = false) => {
      const input = completionUnsaved ? { ...position, completed: true } : position;
      lastSaved = input.position_s;
      lastSavedAt = Date.now();
      if (input.completed) done = true;
      if (!signedIn) {
        writeLocal(lessonId, { position_s: input.position_s, completed: done });
        completionUnsaved = false;
        return;
      }
      const api = loadedCoursesApi();
      (api
        ? api.saveProgress(lessonId, input, onExit)
        : coursesApi().then((a) => a.saveProgress(lessonId, input))
      ).then(
        () => {
          setSaveFailed(false);
          if (input.completed) completionUnsaved = false;
        },
        () => setSaveFailed(!onExit),
      );
    };
    const position = () => Math.floor(video.currentTime);
    const saveIfMoved = (onExit = false) => {
      if (completionUnsaved || position() !== lastSaved) save({ position_s: position() }, onExit);
    };

    const resume = () => {
      const at = start?.position_s ?? 0;
      if (at > 0 && at < video.duration - RESUME_MARGIN_S) video.currentTime = at;
    };
    const onTimeUpdate = () => {
      if (!video.paused && Date.now() - lastSavedAt >= SAVE_EVERY_MS) saveIfMoved();
    };
    const onPause = () => {
      // A pause fires just before `ended`; that one saves the end.
      if (!video.ended) saveIfMoved();
    };
    const onEnded = () => {
      completionUnsaved = true;
      save({ position_s: position() });
      completedEvent();
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') saveIfMoved(true);
    };
    const onPageHide = () => saveIfMoved(true);

    // Ready before the first save, and before the page could be left.
    if (signedIn) void coursesApi();
    if (video.readyState >= HTMLMediaElement.HAVE_METADATA) resume();
    else video.addEventListener('loadedmetadata', resume, { once: true });
    video.addEventListener('timeupdate', onTimeUpdate);
    video.addEventListener('pause', onPause);
    video.addEventListener('ended', onEnded);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      video.removeEventListener('loadedmetadata', resume);
      video.removeEventListener('timeupdate', onTimeUpdate);
      video.removeEventListener('pause', onPause);
      video.removeEventListener('ended', onEnded);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      // Leaving for another page of the site (next lesson, back to the course).
      saveIfMoved(true);
    };
  }, [videoRef, lessonId, signedIn]);

  return { saveFailed };
}
