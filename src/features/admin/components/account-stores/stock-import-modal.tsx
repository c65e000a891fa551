import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { useDeferredValue, useId, useMemo, useState, type ChangeEvent } from 'react';
import { FormAlert } from '@/components/form-alert';
import type { AdminAccountProduct, AdminAccountVariant, StockCounts } from '@/lib/admin/admin-stock-types';
import { MAX_STOCK_LINES, parseStockLines, stockLinesOf, type StockLineError } from '@/lib/commerce/stock-lines';
import { toLocale } from '@/lib/locales';
import { adminApi } from '../../admin-api';
import { useAdminFormErrors } from '../../hooks/use-admin-form-errors';
import styles from '../admin-table.module.scss';

/** Bad lines listed by number; past these the rest are counted. */
const LISTED_ERRORS = 20;

type Problem = { kind: 'lines'; errors: StockLineError[] } | { kind: 'empty' } | { kind: 'tooMany'; lines: number };

interface StockImportModalProps {
  open: boolean;
  product: Pick<AdminAccountProduct, 'title' | 'delivery_kind'>;
  variant: Pick<AdminAccountVariant, 'id' | 'label'>;
  onClose: () => void;
  /** The variant's stock after an import. */
  onImported: (stock: StockCounts) => void;
}

/**
 * The "Add stock" dialog of one variant: codes or `username,password` lines, pasted or read
 * from a file, checked here as the server will check them (src/lib/commerce/stock-lines.ts),
 * so a bad line is named before anything is sent. The pasted secrets live in this dialog's
 * state only: cleared after an import and as the dialog closes, never logged.
 */
export function StockImportModal({ open, product, variant, onClose, onImported }: StockImportModalProps) {
  const { t, i18n } = useTranslation('admin');
  const language = toLocale(i18n.language);
  const showErrors = useAdminFormErrors();
  const ids = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const kind = product.delivery_kind;

  // A paste of thousands of lines is read again as the typing pauses, not on every key.
  const deferredText = useDeferredValue(text);
  const counted = useMemo(() => parseStockLines(stockLinesOf(deferredText), kind), [deferredText, kind]);
  const items = t('stock.items', { count: counted.items.length });
  const repeated = t('stock.repeated', { count: counted.repeated });
  const count =
    counted.errors.length > 0
      ? t('stock.countedWithErrors', {
          items,
          repeated,
          unreadable: t('stock.unreadable', { count: counted.errors.length }),
        })
      : t('stock.counted', { items, repeated });

  const edit = (next: string) => {
    setText(next);
    setProblem(null);
    setFailure(null);
  };

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    edit(await file.text());
    // The same file picked again (after editing it) is read again.
    input.value = '';
  };

  const submit = async () => {
    setFailure(null);
    setResult(null);
    const lines = stockLinesOf(text);
    if (lines.length > MAX_STOCK_LINES) return setProblem({ kind: 'tooMany', lines: lines.length });
    const parsed = parseStockLines(lines, kind);
    if (parsed.errors.length > 0) return setProblem({ kind: 'lines', errors: parsed.errors });
    if (parsed.items.length === 0) return setProblem({ kind: 'empty' });
    setProblem(null);
    setSending(true);
    try {
      const reply = await adminApi.importStock(variant.id, lines);
      setText('');
      setResult(
        t('stock.result', {
          items: t('stock.items', { count: reply.added }),
          skipped: reply.skipped,
        }),
      );
      onImported(reply.stock);
    } catch (error) {
      setFailure(showErrors(error, null, []) ?? t('common.requestFailed'));
    } finally {
      setSending(false);
    }
  };

  const close = () => {
    setText('');
    setProblem(null);
    setFailure(null);
    setResult(null);
    onClose();
  };

  const helpId = `${ids}-help`;
  const countId = `${ids}-count`;
  const problemId = `${ids}-problem`;
  const textId = `${ids}-text`;
  const fileId = `${ids}-file`;

  return (
    <Modal
      open={open}
      width={720}
      title={t('stock.title', { product: product.title[language], variant: variant.label[language] })}
      okText={t('stock.add')}
      cancelText={result ? t('stock.close') : t('common.cancel')}
      confirmLoading={sending}
      onOk={() => void submit()}
      onCancel={close}
      destroyOnHidden
    >
      <FormAlert type="success" message={result} />
      <FormAlert message={failure} />
      <Form name="stock-import" layout="vertical">
        <p id={helpId}>{t(`stock.help.${kind}`)}</p>
        <Form.Item label={t('stock.lines')} htmlFor={textId}>
          <Input.TextArea
            id={textId}
            rows={10}
            value={text}
            onChange={(event) => edit(event.target.value)}
            // Stock is secret: no spell-checking service or autofill sees it.
            spellCheck={false}
            autoComplete="off"
            autoCapitalize="off"
            aria-invalid={problem ? true : undefined}
            aria-describedby={[helpId, countId, problem ? problemId : null].filter(Boolean).join(' ')}
          />
          <div id={countId} className={styles.muted}>
            {count}
          </div>
        </Form.Item>
        {problem && <ProblemAlert id={problemId} problem={problem} />}
        <Form.Item label={t('stock.file')} htmlFor={fileId}>
          <input id={fileId} type="file" accept=".csv,.txt,text/csv,text/plain" onChange={readFile} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Why nothing was sent: the bad lines by number, an empty paste, or too many lines. */
function ProblemAlert({ id, problem }: { id: string; problem: Problem }) {
  const { t } = useTranslation('admin');
  if (problem.kind === 'empty') return <Alert id={id} type="error" showIcon title={t('stock.nothingToAdd')} />;
  if (problem.kind === 'tooMany')
    return (
      <Alert
        id={id}
        type="error"
        showIcon
        title={t('stock.tooManyLines', { max: MAX_STOCK_LINES, lines: problem.lines })}
      />
    );
  const listed = problem.errors.slice(0, LISTED_ERRORS);
  const more = problem.errors.length - listed.length;
  return (
    <Alert
      id={id}
      type="error"
      showIcon
      title={t('stock.problems')}
      description={
        <ul>
          {listed.map((error) => (
            <li key={error.line}>
              {t('stock.lineError', { line: error.line, message: t(`stock.errors.${error.code}`) })}
            </li>
          ))}
          {more > 0 && <li>{t('stock.moreErrors', { count: more })}</li>}
        </ul>
      }
    />
  );
}
