import * as auth from './schema/auth';
import * as catalog from './schema/catalog';
import * as curriculum from './schema/curriculum';
import * as enrolments from './schema/enrolments';
import * as quiz from './schema/quiz';
import * as mail from './schema/mail';

/**
 * Every table group, handed to Drizzle so `db.query.<table>` (the relational API) knows
 * them. Not a re-export barrel: import tables from their own schema file. Each feature
 * that adds a schema file adds one line here.
 */
export const schema = {
  ...auth,
  ...catalog,
  ...curriculum,
  ...quiz,
  ...enrolments,
  ...mail,
};

export type Schema = typeof schema;
