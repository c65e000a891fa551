import type { SeedCategoryGroup } from './seed-types';

export const CATEGORY_GROUPS: SeedCategoryGroup[] = [
  {
    slug: 'programming',
    name: { en: 'Programming', vi: 'Lập trình' },
    categories: [
      { slug: 'web-development', name: { en: 'Web development', vi: 'Phát triển web' } },
      { slug: 'javascript', name: { en: 'JavaScript', vi: 'JavaScript' } },
      { slug: 'python', name: { en: 'Python', vi: 'Python' } },
    ],
  },
  {
    slug: 'languages',
    name: { en: 'Languages', vi: 'Ngoại ngữ' },
    categories: [
      { slug: 'english', name: { en: 'English', vi: 'Tiếng Anh' } },
      { slug: 'ielts', name: { en: 'IELTS', vi: 'IELTS' } },
    ],
  },
  {
    slug: 'data-cloud',
    name: { en: 'Data & Cloud', vi: 'Dữ liệu & Đám mây' },
    categories: [
      { slug: 'sql-databases', name: { en: 'SQL & databases', vi: 'SQL & cơ sở dữ liệu' } },
      { slug: 'cloud-devops', name: { en: 'Cloud & DevOps', vi: 'Đám mây & DevOps' } },
    ],
  },
];
