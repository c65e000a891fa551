import type { Locale } from '@/lib/locales';

/**
 * The addresses a lesson's video and captions are played from: API routes that check the
 * viewer may watch the lesson before streaming (DESIGN.md §9), never public files.
 */
export const lessonVideoPath = (lessonId: number) => `/api/exam/lessons/${lessonId}/video`;

export const lessonCaptionsPath = (lessonId: number, language: Locale) =>
  `/api/exam/lessons/${lessonId}/captions/${language}`;
