import { Button, Form, Popconfirm, Select, Tabs } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { AdminPost, AdminPostTranslation, PostTaxonomy } from '@/lib/admin/admin-post-types';
import {
  fromVietnamLocalInput,
  POST_AUTOSAVE_DELAY_MS,
  POST_LIMITS,
  toVietnamLocalInput,
} from '@/lib/admin/post-editor';
import { toAsciiSlug } from '@/lib/format/slug';
import { LOCALES, localePath, type Locale } from '@/lib/locales';
import { postPath } from '@/lib/routes';
import { adminApi, type PostChanges } from '../../admin-api';
import { ADMIN_ROUTES } from '../../admin-routes';
import { useRecordWrites } from '../../hooks/use-record-writes';
import { useUnsavedChangesWarning } from '../../hooks/use-unsaved-changes-warning';
import { useAdminFormErrors } from '../../hooks/use-admin-form-errors';
import { AdminShell } from '../admin-shell';
import { ThumbnailField } from '../thumbnail-field';
import { WriteNoticeLine } from '../write-notice';
import styles from './post-editor.module.scss';
import { PostStatusTag } from './post-status-tag';
import { PostTranslationFields } from './post-translation-fields';

export interface PostEditorViewProps {
  post: AdminPost;
  categories: PostTaxonomy[];
  tags: PostTaxonomy[];
}

interface EditorValues {
  thumbnail: string;
  category_id: number;
  /** Chosen tags by id; typed new ones by name. */
  tags: (number | string)[];
  translations: Partial<Record<Locale, AdminPostTranslation>>;
}

type SaveState = { kind: 'clean'; at: string | null } | { kind: 'dirty' } | { kind: 'saving' } | { kind: 'invalid' };

const EMPTY_TRANSLATION: AdminPostTranslation = {
  title: '',
  slug: '',
  excerpt: '',
  body_markdown: '',
  seo_title: '',
  seo_description: '',
};

/** Times in Vietnam's time, the time the schedule is set in, whatever the computer's zone. */
function useVietnamTime(): (iso: string) => string {
  const { i18n } = useTranslation('admin');
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language === 'vi' ? 'vi-VN' : 'en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Ho_Chi_Minh',
    });
    return (iso: string) => format.format(new Date(iso));
  }, [i18n.language]);
}

function valuesOf(post: AdminPost): EditorValues {
  const translations: EditorValues['translations'] = {};
  for (const language of LOCALES) {
    const words = post.translations[language];
    if (words) translations[language] = words;
  }
  return { thumbnail: post.cover, category_id: post.category_id, tags: post.tag_ids, translations };
}

/** What a save sends: every field, the languages written (and null for one the post had and lost). */
function changesOf(values: EditorValues, languages: readonly Locale[], saved: AdminPost): PostChanges {
  const translations: PostChanges['translations'] = {};
  for (const language of LOCALES) {
    if (languages.includes(language))
      translations[language] = { ...EMPTY_TRANSLATION, ...values.translations[language] };
    else if (saved.translations[language]) translations[language] = null;
  }
  return {
    cover: values.thumbnail,
    category_id: values.category_id,
    tag_ids: values.tags.filter((tag): tag is number => typeof tag === 'number'),
    new_tags: values.tags.filter((tag): tag is string => typeof tag === 'string'),
    translations,
  };
}

/**
 * /admin/posts/[id]: a post in each language it is written in (a tab per language: adding the
 * other language links it as this post's translation), with its Markdown beside the page it
 * makes, its category, tags and cover, and its publication: now, at a time (Vietnam's), back
 * to draft, archived. A draft saves itself a few seconds after each change; any other post
 * is saved with Save (its changes are public at once). Leaving with unsaved changes asks.
 */
export function PostEditorView({ post: initial, categories, tags }: PostEditorViewProps) {
  const { t, i18n } = useTranslation('admin');
  const [form] = Form.useForm<EditorValues>();
  const { record: post, setRecord, busy, notice, leave, refuse } = useRecordWrites(initial);
  const showErrors = useAdminFormErrors();
  const formatTime = useVietnamTime();
  const [languages, setLanguages] = useState<Locale[]>(() =>
    LOCALES.filter((language) => initial.translations[language]),
  );
  const [activeLanguage, setActiveLanguage] = useState<Locale>(languages[0] ?? 'en');
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'clean', at: null });
  const [writeNotice, setWriteNotice] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const [scheduleAt, setScheduleAt] = useState(() =>
    initial.status === 'scheduled' && initial.published_at ? toVietnamLocalInput(initial.published_at) : '',
  );
  // Languages whose slug still follows their title: those not saved yet, until a slug is typed.
  const followingSlug = useRef(new Set<Locale>());
  const saving = useRef(false);
  // Changes made so far: a save that started before the last change leaves the form unsaved.
  const edits = useRef(0);
  const [editCount, setEditCount] = useState(0);
  const scheduleId = useId();
  const nameOf = (item: PostTaxonomy) => (i18n.language === 'vi' ? item.name_vi : item.name_en);
  const dirty = saveState.kind === 'dirty' || saveState.kind === 'invalid';

  useUnsavedChangesWarning(dirty, t('posts.unsavedQuestion'));

  const changed = useCallback(() => {
    setSaveState({ kind: 'dirty' });
    edits.current += 1;
    setEditCount(edits.current);
  }, []);

  /** Saves the form, with a publication change when one is asked for; false when nothing was saved. */
  const persist = useCallback(
    async (publication: Pick<PostChanges, 'status' | 'publish_at'> = {}, { auto = false } = {}): Promise<boolean> => {
      if (saving.current) return false;
      try {
        await form.validateFields();
      } catch {
        setSaveState({ kind: 'invalid' });
        if (!auto) refuse(t('posts.fixFields'));
        return false;
      }
      saving.current = true;
      setSaveState({ kind: 'saving' });
      const editsAtStart = edits.current;
      try {
        const saved = await adminApi.updatePost(post.id, {
          ...changesOf(form.getFieldsValue(true), languages, post),
          ...publication,
        });
        setRecord(saved);
        followingSlug.current.clear();
        // New tags come back as ids: the form holds them so from now on.
        form.setFieldValue('tags', saved.tag_ids);
        setSaveState(editsAtStart === edits.current ? { kind: 'clean', at: saved.updated_at } : { kind: 'dirty' });
        if (!auto)
          setWriteNotice({
            type: 'success',
            text: t(publication.status ? `posts.done.${publication.status}` : 'common.saved'),
          });
        return true;
      } catch (error) {
        setSaveState({ kind: 'dirty' });
        const message = showErrors(error, form, []);
        setWriteNotice({ type: 'error', text: message ?? t('posts.fixFields') });
        return false;
      } finally {
        saving.current = false;
      }
    },
    [form, languages, post, refuse, setRecord, showErrors, t],
  );

  // A draft saves itself once typing pauses; nothing else does (its changes would be public).
  useEffect(() => {
    if (post.status !== 'draft' || saveState.kind !== 'dirty') return;
    const timer = setTimeout(() => void persist({}, { auto: true }), POST_AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [editCount, persist, post.status, saveState.kind]);

  function onValuesChange(changes: Partial<EditorValues>) {
    for (const language of LOCALES) {
      const title = changes.translations?.[language]?.title;
      if (title !== undefined && followingSlug.current.has(language)) {
        form.setFieldValue(['translations', language, 'slug'], toAsciiSlug(title).slice(0, 100));
      }
    }
    changed();
  }

  function addLanguage(language: Locale) {
    followingSlug.current.add(language);
    form.setFieldValue(['translations', language], { ...EMPTY_TRANSLATION });
    setLanguages((current) => LOCALES.filter((l) => l === language || current.includes(l)));
    setActiveLanguage(language);
    changed();
  }

  function removeLanguage(language: Locale) {
    setLanguages((current) => current.filter((l) => l !== language));
    setActiveLanguage(languages.find((l) => l !== language) ?? 'en');
    changed();
  }

  const publicUrl = useMemo(() => {
    const language = languages.find((l) => post.translations[l]);
    return language && (post.status === 'published' || post.status === 'scheduled')
      ? localePath(language, postPath(post.translations[language]!.slug))
      : null;
  }, [languages, post]);

  const saveLine =
    saveState.kind === 'saving'
      ? t('common.saving')
      : saveState.kind === 'dirty'
        ? post.status === 'draft'
          ? t('posts.autosaveSoon')
          : t('posts.unsaved')
        : saveState.kind === 'invalid'
          ? t('posts.fixFields')
          : saveState.at
            ? t('posts.savedAt', { time: formatTime(saveState.at) })
            : t('posts.allSaved');

  const schedule = () => {
    if (!scheduleAt) {
      refuse(t('posts.chooseTime'));
      return;
    }
    void persist({ status: 'scheduled', publish_at: fromVietnamLocalInput(scheduleAt) });
  };

  const title = languages.map((l) => post.translations[l]?.title).find(Boolean) ?? t('posts.untitled');

  return (
    <AdminShell
      title={title}
      crumbs={[{ label: t('posts.title'), href: ADMIN_ROUTES.posts }, { label: title }]}
      actions={
        publicUrl && (
          <a href={publicUrl} target="_blank" rel="noreferrer">
            {t('posts.viewOnSite')}
          </a>
        )
      }
    >
      <Form<EditorValues>
        form={form}
        layout="vertical"
        name="post-editor"
        initialValues={valuesOf(initial)}
        onValuesChange={onValuesChange}
        onFinish={() => void persist()}
      >
        <div className={styles.layout}>
          <Tabs
            activeKey={activeLanguage}
            onChange={(key) => setActiveLanguage(key as Locale)}
            items={LOCALES.map((language) => ({
              key: language,
              label: t(language === 'en' ? 'common.english' : 'common.vietnamese'),
              forceRender: true,
              children: languages.includes(language) ? (
                <PostTranslationFields
                  language={language}
                  onSlugTyped={() => followingSlug.current.delete(language)}
                  onRemove={languages.length > 1 ? () => removeLanguage(language) : null}
                />
              ) : (
                <div className={styles.missing}>
                  <p>{t(`posts.missingLanguage.${language}`)}</p>
                  <Button onClick={() => addLanguage(language)}>{t(`posts.addLanguage.${language}`)}</Button>
                </div>
              ),
            }))}
          />
          <div className={styles.side}>
            <section className={styles.panel} aria-labelledby="post-publication">
              <h2 id="post-publication" className={styles.panelTitle}>
                {t('posts.publication')}
              </h2>
              <p>
                <PostStatusTag status={post.status} />{' '}
                {post.published_at && post.status !== 'draft' && (
                  <span className={styles.muted}>
                    {t(`posts.when.${post.status}`, { time: formatTime(post.published_at) })}
                  </span>
                )}
              </p>
              <p className={styles.saveState} role="status" aria-live="polite">
                {saveLine}
              </p>
              <div className={styles.buttons}>
                <Button type="primary" htmlType="submit" loading={saveState.kind === 'saving'} disabled={busy}>
                  {t('common.save')}
                </Button>
                {post.status !== 'published' && (
                  <Button onClick={() => void persist({ status: 'published' })} disabled={busy}>
                    {t(post.status === 'archived' ? 'posts.publishAgain' : 'posts.publishNow')}
                  </Button>
                )}
                {post.status !== 'draft' && (
                  <Button onClick={() => void persist({ status: 'draft' })} disabled={busy}>
                    {t('posts.toDraft')}
                  </Button>
                )}
                {post.status === 'published' && (
                  <Button onClick={() => void persist({ status: 'archived' })} disabled={busy}>
                    {t('posts.archive')}
                  </Button>
                )}
              </div>
              <div className={styles.schedule}>
                <label htmlFor={scheduleId}>{t('posts.scheduleLabel')}</label>
                <input
                  id={scheduleId}
                  type="datetime-local"
                  value={scheduleAt}
                  onChange={(event) => setScheduleAt(event.target.value)}
                />
                <Button onClick={schedule} disabled={busy}>
                  {t(post.status === 'scheduled' ? 'posts.reschedule' : 'posts.schedule')}
                </Button>
              </div>
              <WriteNoticeLine notice={notice ?? writeNotice} />
            </section>
            <section className={styles.panel} aria-labelledby="post-filing">
              <h2 id="post-filing" className={styles.panelTitle}>
                {t('posts.filing')}
              </h2>
              <Form.Item name="category_id" label={t('posts.fields.category')}>
                <Select options={categories.map((category) => ({ value: category.id, label: nameOf(category) }))} />
              </Form.Item>
              <Form.Item
                name="tags"
                label={t('posts.fields.tags')}
                extra={t('posts.fields.tagsHelp')}
                rules={[
                  { type: 'array', max: POST_LIMITS.tags, message: t('posts.tooManyTags', { max: POST_LIMITS.tags }) },
                ]}
              >
                <Select
                  mode="tags"
                  optionFilterProp="label"
                  options={tags.map((tag) => ({ value: tag.id, label: nameOf(tag) }))}
                />
              </Form.Item>
              <ThumbnailField
                fallback={initial.cover}
                labels={{
                  label: t('posts.fields.cover'),
                  help: t('posts.fields.coverHelp'),
                  upload: t('posts.uploadCover'),
                }}
              />
            </section>
            <Popconfirm
              title={t('posts.deleteConfirm')}
              okText={t('common.yes')}
              cancelText={t('common.no')}
              onConfirm={() => {
                setSaveState({ kind: 'clean', at: null });
                void leave(() => adminApi.deletePost(post.id), ADMIN_ROUTES.posts);
              }}
            >
              <Button danger disabled={busy}>
                {t('posts.delete')}
              </Button>
            </Popconfirm>
          </div>
        </div>
      </Form>
    </AdminShell>
  );
}
