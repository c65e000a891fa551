import { useTranslation } from 'next-i18next/pages';
import { useId, useRef, useState } from 'react';
import { chosenValues, useChosenBeforeHydration } from '@/hooks/use-chosen-before-hydration';
import { COURSE_LEVELS, COURSE_PRICES, NO_COURSE_FILTERS, type CourseFilters } from '@/lib/catalog/course-filters';
import type { CategoryGroup } from '@/lib/catalog/course-types';
import styles from './course-search.module.scss';

interface CourseFiltersProps {
  filters: CourseFilters;
  groups: CategoryGroup[];
  onChange: (filters: CourseFilters) => void;
}

/**
 * The facets: categories (any of those ticked), price and level. Every change is a new
 * search from page 1. On small screens the panel folds behind a "Filters" button.
 */
export function CourseFiltersPanel({ filters, groups, onChange }: CourseFiltersProps) {
  const { t } = useTranslation('courses');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const change = (patch: Partial<CourseFilters>) => onChange({ ...filters, ...patch, page: 1 });
  const toggleCategory = (id: number, checked: boolean) =>
    change({
      categoryIds: checked ? [...filters.categoryIds, id] : filters.categoryIds.filter((other) => other !== id),
    });
  const panelRef = useRef<HTMLDivElement>(null);
  useChosenBeforeHydration(
    () => panelRef.current,
    (panel) => change(chosenFilters(panel)),
  );

  return (
    <aside className={styles.filters} aria-label={t('list.filters')}>
      <button
        type="button"
        className={styles.filtersToggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('list.filters')}
      </button>
      <div ref={panelRef} id={panelId} className={`${styles.filtersPanel} ${open ? styles.open : ''}`}>
        {groups.map((group) => (
          <fieldset key={group.id} className={styles.fieldset}>
            <legend>{group.name}</legend>
            {group.categories.map((category) => (
              <label key={category.id} className={styles.option}>
                <input
                  type="checkbox"
                  name="category"
                  value={category.id}
                  checked={filters.categoryIds.includes(category.id)}
                  onChange={(event) => toggleCategory(category.id, event.target.checked)}
                />
                {category.name}
              </label>
            ))}
          </fieldset>
        ))}
        <AnyOrOneFieldset
          legend={t('list.price')}
          name="price"
          values={COURSE_PRICES}
          chosen={filters.price}
          labelOf={(price) => t(`list.prices.${price ?? 'all'}`)}
          onChoose={(price) => change({ price })}
        />
        <AnyOrOneFieldset
          legend={t('list.level')}
          name="level"
          values={COURSE_LEVELS}
          chosen={filters.level}
          labelOf={(level) => (level ? t(`levels.${level}`) : t('list.allLevels'))}
          onChoose={(level) => change({ level })}
        />
        <button
          type="button"
          className={styles.clearButton}
          onClick={() => onChange({ ...NO_COURSE_FILTERS, sort: filters.sort })}
        >
          {t('list.clearFilters')}
        </button>
      </div>
    </aside>
  );
}

interface AnyOrOneFieldsetProps<T extends string> {
  legend: string;
  /** The radios' name; their values are `values` ('' for any), as chosenFilters reads them. */
  name: string;
  values: readonly T[];
  chosen: T | null;
  labelOf: (value: T | null) => string;
  onChoose: (value: T | null) => void;
}

/** A radio group of one filter: "any" (null) first, then each of its values. */
function AnyOrOneFieldset<T extends string>({
  legend,
  name,
  values,
  chosen,
  labelOf,
  onChoose,
}: AnyOrOneFieldsetProps<T>) {
  return (
    <fieldset className={styles.fieldset}>
      <legend>{legend}</legend>
      {[null, ...values].map((value) => (
        <label key={value ?? 'all'} className={styles.option}>
          <input
            type="radio"
            name={name}
            value={value ?? ''}
            checked={chosen === value}
            onChange={() => onChoose(value)}
          />
          {labelOf(value)}
        </label>
      ))}
    </fieldset>
  );
}

/** The facets as the panel's inputs show them (their names and values are the filters'). */
function chosenFilters(panel: ParentNode): Pick<CourseFilters, 'categoryIds' | 'price' | 'level'> {
  const [price] = chosenValues(panel, 'price');
  const [level] = chosenValues(panel, 'level');
  return {
    categoryIds: chosenValues(panel, 'category').map(Number),
    price: COURSE_PRICES.find((known) => known === price) ?? null,
    level: COURSE_LEVELS.find((known) => known === level) ?? null,
  };
}
