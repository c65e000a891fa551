import { useTranslation } from 'next-i18next/pages';
import ui from '../exam-ui.module.scss';

/** Right or wrong, in words and not only in colour. */
export function Verdict({ correct }: { correct: boolean }) {
  const { t } = useTranslation('exam');
  return (
    <span className={`${ui.badge} ${correct ? ui.pass : ui.fail}`}>
      <span aria-hidden="true">{correct ? '✓ ' : '✗ '}</span>
      {correct ? t('answer.right') : t('answer.wrong')}
    </span>
  );
}
