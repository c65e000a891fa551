import type { ContentLanguage, CourseLevel } from '../../schema/catalog';

/** The demo catalogue as data: bilingual text, questions by type (written once, expanded by seed-catalog.ts). */

export interface Bilingual {
  en: string;
  vi: string;
}
/** Text that reads the same in both languages (code, English sentences being studied). */
export type SeedText = Bilingual | string;

interface QuestionBase {
  content: Bilingual;
  explanation: Bilingual;
}

export type SeedQuestion =
  | (QuestionBase & { type: 1 | 2; options: { text: SeedText; correct?: true }[] })
  | (QuestionBase & { type: 3; answer: boolean })
  /** Ordering: `steps` in the correct order; the seed shows them shuffled. */
  | (QuestionBase & { type: 4; steps: SeedText[] })
  /** Positions: the selectable items in display order, the correct ones marked. */
  | (QuestionBase & { type: 5; positions: { text: SeedText; correct?: true }[] })
  /** Sentence building: `words` in the correct order, plus words that do not belong. */
  | (QuestionBase & { type: 6; words: SeedText[]; distractors?: SeedText[] });

interface SeedQuiz {
  title: Bilingual;
  description: Bilingual;
  timeLimitS: number;
  passMarkPercent: number;
  /** Null = unlimited. */
  attemptsAllowed: number | null;
  questions: SeedQuestion[];
  /** The course's final quiz: passing it in strict mode, with every lesson done, earns the certificate. */
  final?: true;
}

interface SeedQuizGroup {
  name: Bilingual;
  isFreeTest?: true;
  quizzes: SeedQuiz[];
}

interface SeedSection {
  title: Bilingual;
  /** Each plays the sample video (seed-lesson-media.ts), so each lasts as long as it does. */
  lessons: { title: Bilingual; preview?: true }[];
}

export interface SeedCourse {
  title: Bilingual;
  shortDescription: Bilingual;
  description: Bilingual;
  priceVnd: number;
  level: CourseLevel;
  language: ContentLanguage;
  /** Category slugs (seed/catalog/categories.ts). */
  categories: string[];
  enrolmentCount: number;
  publishedDaysAgo: number;
  sections: SeedSection[];
  quizGroups: SeedQuizGroup[];
}

export interface SeedCategoryGroup {
  slug: string;
  name: Bilingual;
  categories: { slug: string; name: Bilingual }[];
}

/** The Free Test group every course starts with (spec §3: its name contains "Free Test"). */
export const FREE_TEST_GROUP_NAME: Bilingual = { en: 'Free Test', vi: 'Bài kiểm tra miễn phí' };
