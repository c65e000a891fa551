import type { UserRole } from '../schema/auth';

/** The demo accounts (also listed in the README); both verified so they can sign in at once. */
export const DEMO_USERS: ReadonlyArray<{ email: string; password: string; name: string; role: UserRole }> = [
  { email: 'admin@learnhub.local', password: 'Admin#2026!', name: 'LearnHub Admin', role: 'admin' },
  { email: 'learner@learnhub.local', password: 'Learner#2026!', name: 'Demo Learner', role: 'user' },
];
