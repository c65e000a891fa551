import { Button, Form, Popconfirm, Space, Switch } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { useState, type DragEvent, type KeyboardEvent } from 'react';
import type { AdminCourse, AdminLesson, AdminSection } from '@/lib/admin/admin-course-types';
import type { Bilingual } from '@/lib/api/reply-field-types';
import { moveLesson, moveSection, stepLesson, type SectionOrder } from '@/lib/admin/curriculum-order';
import { formatClock } from '@/lib/format/duration';
import { adminApi } from '../../admin-api';
import { BilingualFields } from '../bilingual-fields';
import styles from './curriculum-editor.module.scss';
import { LessonMedia } from './lesson-media';

interface CurriculumEditorProps {
  course: AdminCourse;
  /** Runs a write; the editor shows what it answers (the whole course). */
  save: (write: () => Promise<AdminCourse>, announce?: string) => Promise<boolean>;
}

type Dragged = { kind: 'section'; id: number } | { kind: 'lesson'; id: number };

const orderOf = (sections: AdminSection[]): SectionOrder[] =>
  sections.map((section) => ({ id: section.id, lesson_ids: section.lessons.map((lesson) => lesson.id) }));

/** A small inline form: two titles and a button. Cleared after a successful save. */
function TitleForm({
  name,
  label,
  submitLabel,
  onSubmit,
}: {
  /** Unique on the page: antd derives the fields' ids, which their labels point at, from it. */
  name: string;
  label: string;
  submitLabel: string;
  onSubmit: (title: Bilingual) => Promise<boolean>;
}) {
  const [form] = Form.useForm<{ title: Bilingual }>();
  const [busy, setBusy] = useState(false);
  return (
    <Form
      form={form}
      name={name}
      layout="inline"
      className={styles.titleForm}
      onFinish={async ({ title }) => {
        setBusy(true);
        if (await onSubmit(title)) form.resetFields();
        setBusy(false);
      }}
    >
      <BilingualFields name="title" label={label} max={200} required layout="flow" />
      <Form.Item>
        <Button htmlType="submit" loading={busy}>
          {submitLabel}
        </Button>
      </Form.Item>
    </Form>
  );
}

/**
 * The curriculum of a course: sections and their lessons, added, renamed, removed, and put
 * in order by dragging a row's handle or, from the keyboard, with the move buttons (or
 * Alt + arrow keys on the handle). Every move is saved at once and announced to screen
 * readers.
 */
export function CurriculumEditor({ course, save }: CurriculumEditorProps) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language === 'vi' ? 'vi' : 'en';
  const [dragged, setDragged] = useState<Dragged | null>(null);
  const [renaming, setRenaming] = useState<number | null>(null);
  const [mediaOf, setMediaOf] = useState<number | null>(null);
  const order = orderOf(course.sections);
  const lessonTitle = (id: number) =>
    course.sections.flatMap((section) => section.lessons).find((lesson) => lesson.id === id)?.title[language] ?? '';

  const reorder = (next: SectionOrder[], announce: string) =>
    save(() => adminApi.reorderCurriculum(course.id, next), announce);

  const moveSectionBy = (section: AdminSection, index: number, direction: -1 | 1) => {
    const target = index + direction;
    if (target < 0 || target >= order.length) return;
    void reorder(
      moveSection(order, index, target),
      t('curriculum.moved', { title: section.title[language], position: target + 1 }),
    );
  };
  const stepLessonBy = (lesson: AdminLesson, direction: -1 | 1) => {
    const next = stepLesson(order, lesson.id, direction);
    const section = next.find((candidate) => candidate.lesson_ids.includes(lesson.id))!;
    void reorder(
      next,
      t('curriculum.moved', { title: lesson.title[language], position: section.lesson_ids.indexOf(lesson.id) + 1 }),
    );
  };
  const onHandleKey = (event: KeyboardEvent, move: (direction: -1 | 1) => void) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(event.key === 'ArrowUp' ? -1 : 1);
  };

  const dropOnSection = (event: DragEvent, sectionIndex: number) => {
    event.preventDefault();
    if (!dragged) return;
    const section = course.sections[sectionIndex]!;
    if (dragged.kind === 'section') {
      const from = order.findIndex((candidate) => candidate.id === dragged.id);
      void reorder(
        moveSection(order, from, sectionIndex),
        t('curriculum.moved', { title: course.sections[from]?.title[language], position: sectionIndex + 1 }),
      );
    } else {
      void reorder(
        moveLesson(order, dragged.id, section.id, section.lessons.length),
        t('curriculum.moved', { title: lessonTitle(dragged.id), position: section.lessons.length + 1 }),
      );
    }
    setDragged(null);
  };
  const dropOnLesson = (event: DragEvent, section: AdminSection, index: number) => {
    if (dragged?.kind !== 'lesson') return;
    event.preventDefault();
    event.stopPropagation();
    void reorder(
      moveLesson(order, dragged.id, section.id, index),
      t('curriculum.moved', { title: lessonTitle(dragged.id), position: index + 1 }),
    );
    setDragged(null);
  };
  const allowDrop = (event: DragEvent) => {
    if (dragged) event.preventDefault();
  };

  return (
    <div className={styles.editor}>
      <p className={styles.help}>{t('curriculum.reorderHelp')}</p>
      {course.sections.length === 0 && <p className={styles.empty}>{t('curriculum.empty')}</p>}
      <ol className={styles.sections}>
        {course.sections.map((section, sectionIndex) => (
          <li
            key={section.id}
            className={styles.section}
            onDragOver={allowDrop}
            onDrop={(event) => dropOnSection(event, sectionIndex)}
            aria-label={section.title[language]}
          >
            <div className={styles.row}>
              <button
                type="button"
                className={styles.handle}
                draggable
                onDragStart={() => setDragged({ kind: 'section', id: section.id })}
                onDragEnd={() => setDragged(null)}
                onKeyDown={(event) =>
                  onHandleKey(event, (direction) => moveSectionBy(section, sectionIndex, direction))
                }
                aria-label={`${t('common.dragHandle')}: ${section.title[language]}`}
              >
                ⠿
              </button>
              <span className={styles.sectionTitle}>
                {sectionIndex + 1}. {section.title[language]}
                <span className={styles.other}> · {section.title[language === 'en' ? 'vi' : 'en']}</span>
              </span>
              <Space wrap size="small">
                <Button
                  size="small"
                  disabled={sectionIndex === 0}
                  onClick={() => moveSectionBy(section, sectionIndex, -1)}
                  aria-label={`${t('common.moveUp')}: ${section.title[language]}`}
                >
                  ↑
                </Button>
                <Button
                  size="small"
                  disabled={sectionIndex === course.sections.length - 1}
                  onClick={() => moveSectionBy(section, sectionIndex, 1)}
                  aria-label={`${t('common.moveDown')}: ${section.title[language]}`}
                >
                  ↓
                </Button>
                <Button size="small" onClick={() => setRenaming(renaming === section.id ? null : section.id)}>
                  {t('curriculum.rename')}
                </Button>
                <Popconfirm
                  title={t('common.confirmDelete')}
                  okText={t('common.yes')}
                  cancelText={t('common.no')}
                  onConfirm={() => save(() => adminApi.deleteSection(section.id))}
                >
                  <Button size="small" danger>
                    {t('curriculum.deleteSection')}
                  </Button>
                </Popconfirm>
              </Space>
            </div>
            {renaming === section.id && (
              <Form
                name={`section-${section.id}-rename`}
                layout="inline"
                className={styles.titleForm}
                initialValues={{ title: section.title }}
                onFinish={async ({ title }: { title: Bilingual }) => {
                  if (await save(() => adminApi.renameSection(section.id, title))) setRenaming(null);
                }}
              >
                <BilingualFields name="title" label={t('curriculum.sectionTitle')} max={200} required layout="flow" />
                <Form.Item>
                  <Button htmlType="submit" type="primary">
                    {t('common.save')}
                  </Button>
                </Form.Item>
              </Form>
            )}
            {section.lessons.length === 0 && <p className={styles.empty}>{t('curriculum.emptySection')}</p>}
            <ol className={styles.lessons}>
              {section.lessons.map((lesson, lessonIndex) => (
                <li
                  key={lesson.id}
                  className={styles.lesson}
                  onDragOver={allowDrop}
                  onDrop={(event) => dropOnLesson(event, section, lessonIndex)}
                >
                  <div className={styles.row}>
                    <button
                      type="button"
                      className={styles.handle}
                      draggable
                      onDragStart={(event) => {
                        event.stopPropagation();
                        setDragged({ kind: 'lesson', id: lesson.id });
                      }}
                      onDragEnd={() => setDragged(null)}
                      onKeyDown={(event) => onHandleKey(event, (direction) => stepLessonBy(lesson, direction))}
                      aria-label={`${t('common.dragHandle')}: ${lesson.title[language]}`}
                    >
                      ⠿
                    </button>
                    <span className={styles.lessonTitle}>
                      {lesson.title[language]}
                      <span className={styles.other}>
                        {' · '}
                        {lesson.video ? formatClock(lesson.duration_s) : t('curriculum.noVideo')}
                      </span>
                    </span>
                    <Space wrap size="small">
                      <label className={styles.switch}>
                        <Switch
                          size="small"
                          checked={lesson.is_free_preview}
                          onChange={(checked) =>
                            save(() => adminApi.updateLesson(lesson.id, { is_free_preview: checked }))
                          }
                        />
                        {t('curriculum.freePreview')}
                      </label>
                      <Button
                        size="small"
                        onClick={() => stepLessonBy(lesson, -1)}
                        disabled={sectionIndex === 0 && lessonIndex === 0}
                        aria-label={`${t('common.moveUp')}: ${lesson.title[language]}`}
                      >
                        ↑
                      </Button>
                      <Button
                        size="small"
                        onClick={() => stepLessonBy(lesson, 1)}
                        disabled={
                          sectionIndex === course.sections.length - 1 && lessonIndex === section.lessons.length - 1
                        }
                        aria-label={`${t('common.moveDown')}: ${lesson.title[language]}`}
                      >
                        ↓
                      </Button>
                      <Button
                        size="small"
                        aria-expanded={mediaOf === lesson.id}
                        onClick={() => setMediaOf(mediaOf === lesson.id ? null : lesson.id)}
                      >
                        {t('curriculum.media')}
                      </Button>
                      <Popconfirm
                        title={t('common.confirmDelete')}
                        okText={t('common.yes')}
                        cancelText={t('common.no')}
                        onConfirm={() => save(() => adminApi.deleteLesson(lesson.id))}
                      >
                        <Button
                          size="small"
                          danger
                          aria-label={`${t('curriculum.deleteLesson')}: ${lesson.title[language]}`}
                        >
                          {t('common.delete')}
                        </Button>
                      </Popconfirm>
                    </Space>
                  </div>
                  {mediaOf === lesson.id && <LessonMedia lesson={lesson} save={save} />}
                </li>
              ))}
            </ol>
            <TitleForm
              name={`section-${section.id}-new-lesson`}
              label={t('curriculum.lessonTitle')}
              submitLabel={t('curriculum.addLesson')}
              onSubmit={(title) => save(() => adminApi.addLesson(section.id, { title, is_free_preview: false }))}
            />
          </li>
        ))}
      </ol>
      <TitleForm
        name="new-section"
        label={t('curriculum.sectionTitle')}
        submitLabel={t('curriculum.addSection')}
        onSubmit={(title) => save(() => adminApi.addSection(course.id, title))}
      />
    </div>
  );
}
