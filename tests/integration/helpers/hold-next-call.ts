import type { Mock } from 'vitest';

/**
 * Holds the next call of a spied function after it has answered: `answered` resolves once
 * the real call is done, and the caller goes on only after `release()`. For tests that put
 * something in between a check and what follows it (races).
 */
export function holdNextCall<Args extends unknown[], Result>(
  spy: Mock<(...args: Args) => Promise<Result>>,
): { answered: Promise<void>; release: () => void } {
  const real = spy.getMockImplementation();
  if (!real) throw new Error('holdNextCall needs a spy that calls through (vi.fn(real))');
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  spy.mockImplementationOnce(async (...args: Args) => {
    const result = await real(...args);
    answer();
    await gate;
    return result;
  });
  return { answered, release };
}
