import { useTranslation } from 'next-i18next/pages';
import { formatPercent } from '@/lib/format/percent';
import styles from './result.module.scss';

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

interface ScoreRingProps {
  score: number;
  passMark: number;
  passed: boolean;
}

/**
 * The score as a ring, with a tick at the pass mark. A plain SVG, no chart library; its
 * text equivalent is the image's name, and the figure is also written in the middle.
 */
export function ScoreRing({ score, passMark, passed }: ScoreRingProps) {
  const { t } = useTranslation('exam');
  const clamp = (value: number) => Math.min(100, Math.max(0, value));
  const filled = (clamp(score) / 100) * CIRCUMFERENCE;
  // The tick sits at the pass mark, clockwise from the top (the ring starts at 12 o'clock).
  const angle = (clamp(passMark) / 100) * 2 * Math.PI - Math.PI / 2;
  const tick = (radius: number) => [60 + radius * Math.cos(angle), 60 + radius * Math.sin(angle)] as const;
  const [x1, y1] = tick(RADIUS - 10);
  const [x2, y2] = tick(RADIUS + 10);
  const label = t('result.ringLabel', { score: formatPercent(score), passMark: formatPercent(passMark) });

  return (
    <svg className={styles.ring} viewBox="0 0 120 120" role="img" aria-label={label}>
      <circle className={styles.ringTrack} cx="60" cy="60" r={RADIUS} />
      {/* At 0 a round line cap would still draw a dot. */}
      {filled > 0 && (
        <circle
          className={`${styles.ringValue} ${passed ? styles.ringPass : styles.ringFail}`}
          cx="60"
          cy="60"
          r={RADIUS}
          strokeDasharray={`${filled} ${CIRCUMFERENCE}`}
          transform="rotate(-90 60 60)"
        />
      )}
      <line className={styles.ringTick} x1={x1} y1={y1} x2={x2} y2={y2} />
      <text className={styles.ringText} x="60" y="60" textAnchor="middle" dominantBaseline="central" aria-hidden="true">
        {formatPercent(score)}
      </text>
    </svg>
  );
}
