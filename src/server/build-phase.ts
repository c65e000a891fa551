import { PHASE_PRODUCTION_BUILD } from 'next/constants';

/**
 * True inside `next build`. The build has no database to read (migrations run when the
 * server starts, src/instrumentation.ts), so a statically built page that shows database
 * content renders without it then and gets it on its first regeneration. The one check of
 * the phase: the environment's validation, the start-up hook and the static pages' data ask here.
 */
export function isBuildPhase(env: Record<string, string | undefined> = process.env): boolean {
  return env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;
}
