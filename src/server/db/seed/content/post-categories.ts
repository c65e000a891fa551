import type { Bilingual } from '../catalog/seed-types';

export const POST_CATEGORIES: { slug: string; name: Bilingual }[] = [
  { slug: 'learn-to-code', name: { en: 'Learning to code', vi: 'Học lập trình' } },
  { slug: 'careers', name: { en: 'Careers', vi: 'Nghề nghiệp' } },
  { slug: 'study-tips', name: { en: 'Study tips', vi: 'Mẹo học tập' } },
];

export const POST_TAGS: { slug: string; name: Bilingual }[] = [
  { slug: 'beginners', name: { en: 'Beginners', vi: 'Người mới' } },
  { slug: 'debugging', name: { en: 'Debugging', vi: 'Gỡ lỗi' } },
  { slug: 'javascript', name: { en: 'JavaScript', vi: 'JavaScript' } },
  { slug: 'python', name: { en: 'Python', vi: 'Python' } },
  { slug: 'git', name: { en: 'Git', vi: 'Git' } },
  { slug: 'sql', name: { en: 'SQL', vi: 'SQL' } },
  { slug: 'cv', name: { en: 'CV', vi: 'CV' } },
  { slug: 'interviews', name: { en: 'Interviews', vi: 'Phỏng vấn' } },
  { slug: 'career-change', name: { en: 'Career change', vi: 'Chuyển ngành' } },
  { slug: 'portfolio', name: { en: 'Portfolio', vi: 'Portfolio' } },
  { slug: 'memory', name: { en: 'Memory', vi: 'Ghi nhớ' } },
  { slug: 'productivity', name: { en: 'Productivity', vi: 'Năng suất' } },
  { slug: 'english', name: { en: 'English', vi: 'Tiếng Anh' } },
  { slug: 'writing', name: { en: 'Writing', vi: 'Viết' } },
];
