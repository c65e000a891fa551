import { Feed } from 'feed';
import { escapeHtml } from '@/lib/format/escape-html';
import { localePath, type Locale } from '@/lib/locales';
import { postPath, ROUTES } from '@/lib/routes';
import { absoluteAsset, absoluteUrl } from '@/lib/seo/site-url';
import * as postRepository from '../../repositories/post-repository';
import { renderPostBody } from '../blog/render-post-body';
import { localized } from '../../i18n/localized';
import { siteOrigin } from '../../seo/site-origin';

const FEED_SIZE = 20;

const FEED_TEXT: Record<Locale, { title: string; description: string }> = {
  en: {
    title: 'LearnHub blog',
    description: 'Practical articles on learning to code, building a career in software and studying well.',
  },
  vi: {
    title: 'Blog LearnHub',
    description: 'Bài viết thực tế về học lập trình, xây dựng sự nghiệp phần mềm và cách học hiệu quả.',
  },
};

/** /rss.xml and /vi/rss.xml: the newest posts of one language, with their whole (sanitised) bodies. */
export async function buildPostFeed(language: Locale): Promise<string> {
  const rows = await postRepository.listRecentWithBody(language, FEED_SIZE);
  const text = FEED_TEXT[language];
  const origin = siteOrigin();
  const feed = new Feed({
    title: text.title,
    description: text.description,
    id: absoluteUrl(origin, language, ROUTES.posts),
    link: absoluteUrl(origin, language, ROUTES.posts),
    language,
    image: absoluteAsset(origin, '/icon-512.png'),
    favicon: absoluteAsset(origin, '/favicon.ico'),
    copyright: `© ${new Date().getFullYear()} LearnHub`,
    updated: rows[0]?.post.publishedAt ?? undefined,
    generator: false,
    feedLinks: { rss: `${origin}${localePath(language, ROUTES.rss)}` },
  });
  for (const row of rows) {
    const url = absoluteUrl(origin, language, postPath(row.translation.slug));
    feed.addItem({
      // Feed readers read a title and a description as HTML, and the feed library puts them
      // in CDATA, escaping only the first `]]>`: plain text goes in with its markup
      // characters as references, which closes both doors (a "<img onerror>" quoted in an
      // excerpt, a second `]]>` in a title).
      title: escapeHtml(row.translation.title),
      id: url,
      link: url,
      date: row.post.publishedAt ?? row.post.createdAt,
      description: escapeHtml(row.translation.description),
      content: withAbsoluteUrls(origin, renderPostBody(row.contentHtml).html),
      author: [{ name: row.author?.name ?? 'LearnHub' }],
      category: [{ name: localized(row.category.nameEn, row.category.nameVi, language) }],
      image: absoluteAsset(origin, row.post.thumbnail),
    });
  }
  return feed.rss2();
}

/** A reader resolves a post's site-relative links and images against its own origin: made absolute. */
function withAbsoluteUrls(origin: string, html: string): string {
  return html.replace(/\b(href|src)="\/(?!\/)/g, `$1="${origin}/`);
}
