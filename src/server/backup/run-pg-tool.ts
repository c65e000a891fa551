import { spawn } from 'node:child_process';

/**
 * Runs pg_dump or pg_restore (PostgreSQL's client tools, from PATH) against `url`. The
 * password travels in PGPASSWORD, not on the command line, where `ps` would show it to
 * every user of the machine.
 */
export function runPgTool(tool: 'pg_dump' | 'pg_restore', args: string[], url: string): Promise<void> {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${target.toString()}`], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (text: string) => {
      // The first few kB say what went wrong; a flood of warnings need not fill memory.
      if (stderr.length < 16_384) stderr += text;
    });
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`${tool} was not found: install PostgreSQL's client tools (the server's major version)`)
          : error,
      ),
    );
    child.once('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${tool} failed (exit code ${code}):\n${stderr.trim()}`));
    });
  });
}
