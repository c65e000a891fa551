import { Button, Form, Input } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { OPTION_VALUE_CODE_PATTERN } from '@/lib/commerce/combination-key';
import { toLocale } from '@/lib/locales';
import { useAdminRules } from '../../hooks/use-admin-rules';
import { BilingualFields } from '../bilingual-fields';
import type { OptionValues, ProductValues } from './account-product-values';
import styles from './account-product-editor.module.scss';

/** At most this many options (the API's limit). */
const MAX_OPTIONS = 3;
const MAX_VALUES = 20;
const blankValue = () => ({ code: '', label: { en: '', vi: '' } });

interface OptionsEditorProps {
  /** Codes already saved: fixed for good, since the variants' keys are made of them. */
  savedCodes: ReadonlySet<string>;
  /** Codes whose variants hold stock or were ordered: the value cannot be removed. */
  lockedCodes: ReadonlySet<string>;
  /** Options are added or removed only before the first save (every key depends on them). */
  canChangeOptions: boolean;
}

/**
 * The options a buyer picks (duration, plan…) and their values, each with a code (its part
 * of the variants' keys) and a label per language. Fields are named by their place
 * (`options.0.values.1.code`), as the API names them in its field errors.
 */
export function OptionsEditor({ savedCodes, lockedCodes, canChangeOptions }: OptionsEditorProps) {
  const { t, i18n } = useTranslation('admin');
  const language = toLocale(i18n.language);
  const rules = useAdminRules();
  const form = Form.useFormInstance<ProductValues>();
  // The whole store's copy (`preserve`): fields are named with string places ('0', as the
  // API's errors name them), from which the fields-only copy would rebuild objects, not lists.
  const options: OptionValues[] =
    Form.useWatch('options', { form, preserve: true }) ?? form.getFieldValue('options') ?? [];
  const setOptions = (next: OptionValues[]) => form.setFieldValue('options', next);
  const changeValues = (index: number, values: OptionValues['values']) =>
    setOptions(options.map((option, at) => (at === index ? { ...option, values } : option)));
  const uniqueCode = {
    validator: async (_: unknown, code: string | undefined) => {
      const uses = options.flatMap((option) => option.values).filter((value) => value.code === code).length;
      if (code && uses > 1) throw new Error(t('accountProduct.codeTaken'));
    },
  };

  return (
    <section className={styles.section} aria-labelledby="account-options">
      <h2 id="account-options">{t('accountProduct.options')}</h2>
      <p>{canChangeOptions ? t('accountProduct.optionsHelp') : t('accountProduct.optionsFixedHelp')}</p>
      {options.map((option, index) => (
        <fieldset key={index} className={styles.option}>
          <legend>{t('accountProduct.optionN', { n: index + 1 })}</legend>
          <BilingualFields
            name={['options', String(index), 'name']}
            label={t('accountProduct.optionName')}
            max={100}
            required
          />
          <ol className={styles.values}>
            {option.values.map((value, position) => {
              const path = ['options', String(index), 'values', String(position)];
              const name = value.label?.[language] || value.code || String(position + 1);
              const locked = lockedCodes.has(value.code);
              return (
                <li key={position}>
                  <Form.Item
                    name={[...path, 'code']}
                    label={t('accountProduct.code')}
                    rules={[
                      rules.required,
                      { pattern: OPTION_VALUE_CODE_PATTERN, message: t('accountProduct.codeFormat') },
                      rules.max(50),
                      uniqueCode,
                    ]}
                  >
                    <Input disabled={savedCodes.has(value.code)} />
                  </Form.Item>
                  <Form.Item
                    name={[...path, 'label', 'en']}
                    label={`${t('accountProduct.valueLabel')} (${t('common.english')})`}
                    rules={[rules.required, rules.max(100)]}
                  >
                    <Input />
                  </Form.Item>
                  <Form.Item
                    name={[...path, 'label', 'vi']}
                    label={`${t('accountProduct.valueLabel')} (${t('common.vietnamese')})`}
                    rules={[rules.required, rules.max(100)]}
                  >
                    <Input />
                  </Form.Item>
                  <Button
                    className={styles.removeValue}
                    aria-label={t('accountProduct.removeValue', { value: name })}
                    title={locked ? t('accountProduct.valueInUse') : undefined}
                    disabled={locked || option.values.length === 1}
                    onClick={() =>
                      changeValues(
                        index,
                        option.values.filter((_, at) => at !== position),
                      )
                    }
                  >
                    {t('common.delete')}
                  </Button>
                </li>
              );
            })}
          </ol>
          <div className={styles.buttons}>
            <Button
              disabled={option.values.length >= MAX_VALUES}
              onClick={() => changeValues(index, [...option.values, blankValue()])}
            >
              {t('accountProduct.addValue', { option: option.name?.[language] || index + 1 })}
            </Button>
            {canChangeOptions && options.length > 1 && (
              <Button danger onClick={() => setOptions(options.filter((_, at) => at !== index))}>
                {t('accountProduct.removeOption', { n: index + 1 })}
              </Button>
            )}
          </div>
        </fieldset>
      ))}
      {canChangeOptions && options.length < MAX_OPTIONS && (
        <Button onClick={() => setOptions([...options, { name: { en: '', vi: '' }, values: [blankValue()] }])}>
          {t('accountProduct.addOption')}
        </Button>
      )}
    </section>
  );
}
