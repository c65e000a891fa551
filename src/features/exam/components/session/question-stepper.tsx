import { useTranslation } from 'next-i18next/pages';
import ui from '../exam-ui.module.scss';
import styles from './exam-session.module.scss';

interface QuestionStepperProps {
  index: number;
  count: number;
  frozen: boolean;
  onGoTo: (index: number) => void;
  onFinish: () => void;
}

/** Previous / next, within range; on the last question, the way to the review before submitting. */
export function QuestionStepper({ index, count, frozen, onGoTo, onFinish }: QuestionStepperProps) {
  const { t } = useTranslation('exam');
  return (
    <div className={styles.stepper}>
      <button type="button" className={ui.secondaryButton} disabled={index === 0} onClick={() => onGoTo(index - 1)}>
        <span aria-hidden="true">←</span>
        {t('nav.previous')}
      </button>
      {index < count - 1 ? (
        <button type="button" className={ui.secondaryButton} onClick={() => onGoTo(index + 1)}>
          {t('nav.next')}
          <span aria-hidden="true">→</span>
        </button>
      ) : (
        <button type="button" className={ui.primaryButton} disabled={frozen} onClick={onFinish}>
          {t('nav.finish')}
        </button>
      )}
    </div>
  );
}
