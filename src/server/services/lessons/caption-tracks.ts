import { existsSync } from 'node:fs';
import path from 'node:path';
import type { CaptionTrack } from '@/lib/catalog/lesson-types';
import { LOCALES, type Locale } from '@/lib/locales';

// Each language by its own name: a viewer looks for their language as they write it.
const LABELS: Record<Locale, string> = { en: 'English', vi: 'Tiếng Việt' };

// Whether a file exists under public/ does not change while the server runs.
const known = new Map<string, boolean>();

function isPublicFile(urlPath: string): boolean {
  let exists = known.get(urlPath);
  if (exists === undefined) {
    exists = existsSync(path.join(process.cwd(), 'public', urlPath));
    known.set(urlPath, exists);
  }
  return exists;
}

/**
 * The captions of a lesson video: WebVTT files next to the video, one per site language
 * (`/videos/intro.mp4` → `/videos/intro.en.vtt`, `/videos/intro.vi.vtt`), listed only when
 * the file is there. The lessons table has no captions column yet; when lesson uploads
 * arrive, their captions belong in the database with the video.
 */
export function captionTracksOf(videoUrl: string): CaptionTrack[] {
  const base = /^(\/videos\/[\w.-]+)\.mp4$/.exec(videoUrl)?.[1];
  if (!base || base.includes('..')) return [];
  return LOCALES.map((lang) => ({ lang, label: LABELS[lang], src: `${base}.${lang}.vtt` })).filter((track) =>
    isPublicFile(track.src),
  );
}
