/** Exam modes and timing rules shared by the exam pages and the server (spec §9, DESIGN.md §5). */
export const EXAM_MODES = ['practice', 'strict'] as const;
export type ExamMode = (typeof EXAM_MODES)[number];

/** Seconds after a strict attempt's deadline during which a submission or save is still taken (network delay). */
export const QUIZ_GRACE_S = 60;
