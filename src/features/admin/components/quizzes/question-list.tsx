import { Button, Popconfirm, Space, Tag } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { useState, type DragEvent, type KeyboardEvent } from 'react';
import type { AdminQuestion } from '@/lib/admin/admin-quiz-types';
import type { Locale } from '@/lib/locales';
import styles from '../courses/curriculum-editor.module.scss';

interface QuestionListProps {
  questions: AdminQuestion[];
  language: Locale;
  onEdit: (question: AdminQuestion) => void;
  onDuplicate: (question: AdminQuestion) => void;
  onDelete: (question: AdminQuestion) => void;
  /** The whole new order, and what to announce. */
  onReorder: (ids: number[], announce: string) => void;
}

function moved(ids: number[], from: number, to: number): number[] {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(next.length, to)), 0, id!);
  return next;
}

/** The quiz's questions in order: edited, copied, removed, and reordered by drag or keyboard. */
export function QuestionList({ questions, language, onEdit, onDuplicate, onDelete, onReorder }: QuestionListProps) {
  const { t } = useTranslation('admin');
  const { t: tExam } = useTranslation('exam');
  const [dragged, setDragged] = useState<number | null>(null);
  const ids = questions.map((question) => question.id);

  const move = (index: number, to: number) => {
    if (to < 0 || to >= questions.length || to === index) return;
    onReorder(
      moved(ids, index, to),
      t('curriculum.moved', { title: t('questions.number', { number: index + 1 }), position: to + 1 }),
    );
  };
  const onHandleKey = (event: KeyboardEvent, index: number) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(index, index + (event.key === 'ArrowUp' ? -1 : 1));
  };
  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged === null) return;
    move(dragged, index);
    setDragged(null);
  };

  if (questions.length === 0) return <p className={styles.empty}>{t('quizzes.empty')}</p>;
  return (
    <ol className={styles.lessons}>
      {questions.map((question, index) => (
        <li
          key={question.id}
          className={styles.lesson}
          onDragOver={(event) => dragged !== null && event.preventDefault()}
          onDrop={(event) => onDrop(event, index)}
        >
          <div className={styles.row}>
            <button
              type="button"
              className={styles.handle}
              draggable
              onDragStart={() => setDragged(index)}
              onDragEnd={() => setDragged(null)}
              onKeyDown={(event) => onHandleKey(event, index)}
              aria-label={`${t('common.dragHandle')}: ${t('questions.number', { number: index + 1 })}`}
            >
              ⠿
            </button>
            <span className={styles.lessonTitle}>
              <strong>{index + 1}.</strong> {question.content[language]}
              <span className={styles.other}>
                {' · '}
                {tExam(`types.${question.question_type}.name`)} ·{' '}
                {t('questions.pointsCount', { count: question.points })}
              </span>
            </span>
            {question.answered && <Tag>{t('quizzes.attempts')}</Tag>}
            <Space wrap size="small">
              <Button
                size="small"
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
                aria-label={`${t('common.moveUp')}: ${t('questions.number', { number: index + 1 })}`}
              >
                ↑
              </Button>
              <Button
                size="small"
                disabled={index === questions.length - 1}
                onClick={() => move(index, index + 1)}
                aria-label={`${t('common.moveDown')}: ${t('questions.number', { number: index + 1 })}`}
              >
                ↓
              </Button>
              <Button
                size="small"
                onClick={() => onEdit(question)}
                aria-label={t('questions.editing', { number: index + 1 })}
              >
                {t('questions.edit')}
              </Button>
              <Button size="small" onClick={() => onDuplicate(question)}>
                {t('questions.duplicate')}
              </Button>
              <Popconfirm
                title={t('common.confirmDelete')}
                okText={t('common.yes')}
                cancelText={t('common.no')}
                onConfirm={() => onDelete(question)}
              >
                <Button size="small" danger>
                  {t('common.delete')}
                </Button>
              </Popconfirm>
            </Space>
          </div>
        </li>
      ))}
    </ol>
  );
}
