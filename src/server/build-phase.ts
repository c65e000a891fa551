import { PHASE_PRODUCTION_BUILD } from 'next/constants';

/**
 * True inside `next build`. The build has no database to read (migrations run when the
 * server starts, src/instrumentation.ts), so a statically built page that shows database
 * content renders without it then and gets it on its first regeneration.
 */
export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;
}
