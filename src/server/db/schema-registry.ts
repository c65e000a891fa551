import * as accountStore from './schema/account-store';
import * as attempts from './schema/attempts';
import * as auditLog from './schema/audit-log';
import * as auth from './schema/auth';
import * as catalog from './schema/catalog';
import * as certificates from './schema/certificates';
import * as contact from './schema/contact';
import * as chat from './schema/chat';
import * as curriculum from './schema/curriculum';
import * as enrolments from './schema/enrolments';
import * as lessonProgress from './schema/lesson-progress';
import * as newsletter from './schema/newsletter';
import * as ourWorks from './schema/our-works';
import * as posts from './schema/posts';
import * as quiz from './schema/quiz';
import * as reviews from './schema/reviews';
import * as sandboxGateway from './schema/sandbox-gateway';
import * as mail from './schema/mail';
import * as orders from './schema/orders';
import * as sourceCodes from './schema/source-codes';
import * as uploads from './schema/uploads';

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
  ...attempts,
  ...lessonProgress,
  ...mail,
  ...orders,
  ...sourceCodes,
  ...accountStore,
  ...posts,
  ...ourWorks,
  ...contact,
  ...newsletter,
  ...sandboxGateway,
  ...chat,
  ...auditLog,
  ...uploads,
  ...reviews,
  ...certificates,
};

export type Schema = typeof schema;
