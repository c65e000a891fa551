import { getDb } from '../../db/client';
import type { ProductType } from '../../db/schema/orders';
import type { Executor } from '../../db/types';
import * as enrolmentRepository from '../../repositories/enrolment-repository';
import * as sourceCodeRepository from '../../repositories/source-code-repository';

/**
 * Whether the buyer already has what a line sells: a course they are enrolled in, a source
 * code they bought. Account-store items are stock, bought as often as one likes.
 */
export async function alreadyOwned(
  userId: string,
  line: { productType: ProductType; productId: number },
  db: Executor = getDb(),
): Promise<boolean> {
  switch (line.productType) {
    case 'COURSE':
      return enrolmentRepository.isEnrolled(userId, line.productId, db);
    case 'SOURCE':
      return sourceCodeRepository.isPurchased(userId, line.productId, db);
    case 'ACCOUNT_STORE':
      return false;
  }
}
