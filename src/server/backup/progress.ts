/**
 * One line on stderr at most every second while long work goes on ("files 120/431,
 * 1.2 GB"), then the final count: enough to see it is moving without flooding a log.
 */
export type Progress = (what: string, done: number, total: number, bytes?: number) => void;

export function progressLine(write: (line: string) => void = (line) => process.stderr.write(`${line}\n`)): Progress {
  let last = 0;
  return (what, done, total, bytes) => {
    const now = Date.now();
    if (done < total && now - last < 1_000) return;
    last = now;
    write(`${what} ${done}/${total}${bytes === undefined ? '' : `, ${formatBytes(bytes)}`}`);
  };
}

/**
 * Nothing at all.
 * @internal exported for the tests
 */
export const noProgress: Progress = () => {};

function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} kB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}
