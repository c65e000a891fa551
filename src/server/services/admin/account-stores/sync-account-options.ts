import type { UpdateAccountProductInput } from '@/schemas/admin-account-stores';
import type { Executor } from '../../../db/types';
import { fieldErrors } from '../../../http/validation';
import * as accountProductRepository from '../../../repositories/admin-account-product-repository';
import type { StoredOption } from '../../../repositories/admin-account-product-repository';

type WantedOption = NonNullable<UpdateAccountProductInput['options']>[number];

/** The values an options change removes: each code with the index of the option it belonged to. */
export type RemovedValues = Map<string, number>;

/**
 * Checks an options change against what is stored. Variant keys are made of value codes in
 * option order, so an option keeps its place (the number of options cannot change) and a
 * value keeps its code and its option for life: a new code is a new value, a code left out
 * a removed one. Names, labels and the values' order may change freely.
 */
export function checkOptionsChange(stored: readonly StoredOption[], wanted: readonly WantedOption[]): RemovedValues {
  if (stored.length !== wanted.length) {
    throw fieldErrors({
      options: `Keep ${stored.length} option(s): adding or removing an option would change every variant's key. Create another product instead.`,
    });
  }
  const optionOf = new Map(
    stored.flatMap((option, index) => option.values.map((value) => [value.code, index] as const)),
  );
  const fields: Record<string, string> = {};
  wanted.forEach((option, index) =>
    option.values.forEach((value, position) => {
      const home = optionOf.get(value.code);
      if (home !== undefined && home !== index) {
        fields[`options.${index}.values.${position}.code`] =
          `"${value.code}" is a value of option ${home + 1}: a value's code stays with its option.`;
      }
    }),
  );
  if (Object.keys(fields).length > 0) throw fieldErrors(fields);
  const kept = new Set(wanted.flatMap((option) => option.values.map((value) => value.code)));
  return new Map([...optionOf].filter(([code]) => !kept.has(code)));
}

/** Writes a checked options change: names, labels and order of kept values, removed and new values. */
export async function writeOptionsChange(
  productId: number,
  stored: readonly StoredOption[],
  wanted: readonly WantedOption[],
  db: Executor,
): Promise<void> {
  for (const [index, option] of wanted.entries()) {
    const current = stored[index]!;
    await accountProductRepository.renameOption(current.id, { nameEn: option.name.en, nameVi: option.name.vi }, db);
    const wantedCodes = new Set(option.values.map((value) => value.code));
    await accountProductRepository.deleteValues(
      current.values.filter((value) => !wantedCodes.has(value.code)).map((value) => value.id),
      db,
    );
    const idOf = new Map(current.values.map((value) => [value.code, value.id]));
    const kept = option.values.flatMap((value, position) => {
      const id = idOf.get(value.code);
      return id === undefined ? [] : [{ id, value, position }];
    });
    // Positions are unique per option: the kept values step aside (negative places) before
    // taking their new ones, so a reorder never collides with itself.
    for (const { id, position } of kept) {
      await accountProductRepository.updateValue(id, { position: -1 - position }, db);
    }
    for (const { id, value, position } of kept) {
      await accountProductRepository.updateValue(
        id,
        { labelEn: value.label.en, labelVi: value.label.vi, position },
        db,
      );
    }
    await accountProductRepository.insertValues(
      productId,
      current.id,
      option.values.flatMap((value, position) =>
        idOf.has(value.code) ? [] : [{ code: value.code, labelEn: value.label.en, labelVi: value.label.vi, position }],
      ),
      db,
    );
  }
}
