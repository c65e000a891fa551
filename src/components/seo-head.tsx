import { useTranslation } from 'next-i18next/pages';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { DEFAULT_LOCALE, LOCALES, toLocale, type Locale } from '@/lib/locales';
import { serializeJsonLd, type JsonLd } from '@/lib/seo/json-ld';
import { absoluteAsset, absoluteUrl } from '@/lib/seo/site-url';

const OG_LOCALES: Record<Locale, string> = { en: 'en_US', vi: 'vi_VN' };
const DEFAULT_IMAGE = '/icon-512.png';

export interface SeoHeadProps {
  /**
   * The site's address, from the page's props (pageOrigin, src/server/seo/site-origin.ts):
   * read by the server when the page is rendered, so one build serves any address.
   */
  origin: string;
  /** The page's own title; the brand is appended. */
  title: string;
  description: string;
  /** The page's path without the locale prefix (e.g. `/posts`), no query. */
  path: string;
  /**
   * The page's path in each language it exists in, when they differ (a post's slugs) or
   * when it exists in only some. Default: `path` in every language.
   */
  alternates?: Partial<Record<Locale, string>>;
  /** A path under /public or an absolute URL (Open Graph, Twitter card). */
  image?: string;
  imageAlt?: string;
  type?: 'website' | 'article';
  article?: { publishedTime: string; modifiedTime: string; section?: string; tags?: string[] };
  /** Pages that must not be indexed (tokens in the URL, personal pages). */
  noindex?: boolean;
  jsonLd?: JsonLd | JsonLd[];
  /** Extra <link rel="alternate"> feeds, e.g. the blog's RSS. */
  feeds?: { title: string; href: string }[];
}

/**
 * The one head of a public page: title, description, canonical URL, hreflang alternates
 * (with x-default), Open Graph and Twitter tags, optional JSON-LD. Canonical and
 * alternates are absolute URLs without the query: filtered and paged views of a list are
 * the same document to a search engine.
 */
export function SeoHead({
  origin,
  title,
  description,
  path,
  alternates,
  image = DEFAULT_IMAGE,
  imageAlt,
  type = 'website',
  article,
  noindex = false,
  jsonLd,
  feeds = [],
}: SeoHeadProps) {
  const { t } = useTranslation('common');
  const locale = toLocale(useRouter().locale);
  const paths: Partial<Record<Locale, string>> =
    alternates ?? Object.fromEntries(LOCALES.map((language) => [language, path]));
  const canonical = absoluteUrl(origin, locale, paths[locale] ?? path);
  const fullTitle = `${title} | ${t('brand')}`;
  const imageUrl = absoluteAsset(origin, image);
  const languages = LOCALES.filter((language) => paths[language] !== undefined);
  const xDefault = paths[DEFAULT_LOCALE] !== undefined ? DEFAULT_LOCALE : languages[0];

  return (
    <Head>
      <title>{fullTitle}</title>
      <meta name="description" content={description} key="description" />
      {noindex && <meta name="robots" content="noindex" key="robots" />}
      <link rel="canonical" href={canonical} key="canonical" />
      {!noindex &&
        languages.map((language) => (
          <link
            key={`hreflang-${language}`}
            rel="alternate"
            hrefLang={language}
            href={absoluteUrl(origin, language, paths[language]!)}
          />
        ))}
      {!noindex && xDefault && (
        <link
          key="hreflang-x-default"
          rel="alternate"
          hrefLang="x-default"
          href={absoluteUrl(origin, xDefault, paths[xDefault]!)}
        />
      )}
      {feeds.map((feed) => (
        <link
          key={`feed-${feed.href}`}
          rel="alternate"
          type="application/rss+xml"
          title={feed.title}
          href={feed.href}
        />
      ))}
      <meta property="og:type" content={type} key="og:type" />
      <meta property="og:site_name" content={t('brand')} key="og:site_name" />
      <meta property="og:title" content={title} key="og:title" />
      <meta property="og:description" content={description} key="og:description" />
      <meta property="og:url" content={canonical} key="og:url" />
      <meta property="og:image" content={imageUrl} key="og:image" />
      {imageAlt && <meta property="og:image:alt" content={imageAlt} key="og:image:alt" />}
      <meta property="og:locale" content={OG_LOCALES[locale]} key="og:locale" />
      {languages
        .filter((language) => language !== locale)
        .map((language) => (
          <meta key={`og:locale:${language}`} property="og:locale:alternate" content={OG_LOCALES[language]} />
        ))}
      {article && <meta property="article:published_time" content={article.publishedTime} key="article:published" />}
      {article && <meta property="article:modified_time" content={article.modifiedTime} key="article:modified" />}
      {article?.section && <meta property="article:section" content={article.section} key="article:section" />}
      {article?.tags?.map((tag) => (
        <meta key={`article:tag:${tag}`} property="article:tag" content={tag} />
      ))}
      <meta name="twitter:card" content="summary_large_image" key="twitter:card" />
      <meta name="twitter:title" content={title} key="twitter:title" />
      <meta name="twitter:description" content={description} key="twitter:description" />
      <meta name="twitter:image" content={imageUrl} key="twitter:image" />
      {jsonLd && (
        <script
          key="json-ld"
          type="application/ld+json"
          // Serialised with `<` escaped: the data cannot close the element.
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }}
        />
      )}
    </Head>
  );
}
