// The resident memory of a server's processes, from Linux's /proc.
import { readdirSync, readFileSync } from 'node:fs';

/** The processes of process group `pgid` (a server started detached leads its own group). */
function groupMembers(pgid) {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // Field 5 of stat, after the command in parentheses (which may hold spaces).
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) === pgid;
      } catch {
        return false; // Gone meanwhile.
      }
    });
}

function residentBytes(pid) {
  try {
    const kB = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kB ? Number(kB) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** The group's resident memory now, in bytes (the sum over its processes). */
export function groupRss(pgid) {
  return groupMembers(pgid).reduce((sum, pid) => sum + residentBytes(pid), 0);
}

/**
 * Samples the group's resident memory every `everyMs` until stop(), which returns the
 * highest sample. The members are found once: a server forks nothing while it serves.
 */
export function watchPeakRss(pgid, everyMs = 50) {
  const members = groupMembers(pgid);
  const sample = () => members.reduce((sum, pid) => sum + residentBytes(pid), 0);
  let peak = sample();
  const timer = setInterval(() => (peak = Math.max(peak, sample())), everyMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, sample());
    },
  };
}
