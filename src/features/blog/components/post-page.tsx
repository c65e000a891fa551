import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { AppImage } from '@/components/app-image';
import { SeoHead } from '@/components/seo-head';
import type { PostDetail, PostSummary } from '@/lib/content/post-types';
import { formatDate } from '@/lib/format/date';
import type { Locale } from '@/lib/locales';
import { postPath, ROUTES } from '@/lib/routes';
import { articleJsonLd } from '@/lib/seo/article-json-ld';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl, type SiteOriginProps } from '@/lib/seo/site-url';
import { PostCard } from './post-card';
import { PostToc } from './post-toc';
import { ShareLinks } from './share-links';
import contentStyles from '@/components/post-content.module.scss';
import styles from './post-page.module.scss';

export interface PostPageProps extends SiteOriginProps {
  post: PostDetail;
  related: PostSummary[];
}

/**
 * A post: title, author, date and reading time, the other languages it is written in, its
 * contents, the (server-sanitised) body, tags, share links and related posts.
 */
export function PostPage({ post, related, origin }: PostPageProps) {
  const { t } = useTranslation('blog');
  const url = absoluteUrl(origin, post.language, postPath(post.slug));
  const alternates = Object.fromEntries(
    post.translations.map((translation) => [translation.language, postPath(translation.slug)]),
  ) as Partial<Record<Locale, string>>;
  const others = post.translations.filter((translation) => translation.language !== post.language);
  const author = post.created_by?.name ?? t('post.team');

  return (
    <div className={styles.page}>
      <SeoHead
        origin={origin}
        title={post.seo_title ?? post.title}
        description={post.seo_description ?? post.description}
        path={postPath(post.slug)}
        alternates={alternates}
        image={post.thumbnail}
        type="article"
        article={{
          publishedTime: post.published_at,
          modifiedTime: post.updated_at,
          section: post.menu.title,
          tags: post.tags.map((tag) => tag.name),
        }}
        jsonLd={[
          articleJsonLd({
            origin,
            url,
            headline: post.title,
            description: post.description,
            image: post.thumbnail,
            datePublished: post.published_at,
            dateModified: post.updated_at,
            authorName: post.created_by?.name ?? null,
            language: post.language,
            section: post.menu.title,
            keywords: post.tags.map((tag) => tag.name),
          }),
          breadcrumbJsonLd([
            { name: t('posts.title'), url: absoluteUrl(origin, post.language, ROUTES.posts) },
            { name: post.title, url },
          ]),
        ]}
      />
      <nav aria-label={t('post.breadcrumb')} className={styles.breadcrumb}>
        <Link href={ROUTES.posts}>{t('posts.title')}</Link>
        <span aria-hidden="true"> / </span>
        <Link href={{ pathname: ROUTES.posts, query: { category: post.menu.slug } }}>{post.menu.title}</Link>
      </nav>
      <article>
        <header className={styles.header}>
          <h1 className={styles.title}>{post.title}</h1>
          <p className={styles.lead}>{post.description}</p>
          <p className={styles.meta}>
            <span>{t('post.by', { name: author })}</span>
            <span aria-hidden="true"> · </span>
            <time dateTime={post.published_at}>{formatDate(post.published_at, post.language)}</time>
            <span aria-hidden="true"> · </span>
            <span>{t('post.readingTime', { count: post.reading_minutes })}</span>
          </p>
          {others.length > 0 && (
            <p className={styles.languages}>
              {others.map((translation) => (
                <Link
                  key={translation.language}
                  href={postPath(translation.slug)}
                  locale={translation.language}
                  hrefLang={translation.language}
                  lang={translation.language}
                  className={styles.languageLink}
                >
                  {t(`post.readIn.${translation.language}`)}
                </Link>
              ))}
            </p>
          )}
        </header>
        <AppImage
          src={post.thumbnail}
          alt=""
          width={1280}
          height={720}
          sizes="(max-width: 1200px) 100vw, 1168px"
          priority
          className={styles.cover}
        />
        <div className={styles.layout}>
          <aside className={styles.aside}>
            <PostToc toc={post.toc} />
          </aside>
          <div className={styles.main}>
            {/* Sanitised on the server when stored and again when read (sanitize-post-html.ts). */}
            <div className={contentStyles.content} dangerouslySetInnerHTML={{ __html: post.content }} />
            {post.tags.length > 0 && (
              <section aria-labelledby="tags-title" className={styles.tags}>
                <h2 id="tags-title" className={styles.asideTitle}>
                  {t('post.tags')}
                </h2>
                <ul>
                  {post.tags.map((tag) => (
                    <li key={tag.id}>{tag.name}</li>
                  ))}
                </ul>
              </section>
            )}
            <ShareLinks url={url} title={post.title} />
          </div>
        </div>
      </article>
      {related.length > 0 && (
        <section aria-labelledby="related-title" className={styles.related}>
          <h2 id="related-title">{t('post.related')}</h2>
          <ul className={styles.relatedGrid}>
            {related.map((item) => (
              <li key={item.id}>
                <PostCard post={item} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
