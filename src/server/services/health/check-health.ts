import type { HealthReport } from '@/lib/api/health-types';

/**
 * Liveness: the process is up and its event loop answers. No dependency is checked: an
 * orchestrator restarts an instance whose liveness fails, and a database outage failing
 * every instance's liveness would restart the whole fleet for nothing. Whether an instance
 * should get traffic is readiness (checkReadiness).
 */
export function checkHealth(): HealthReport {
  return { status: 'ok', uptime_s: Math.round(process.uptime()) };
}
