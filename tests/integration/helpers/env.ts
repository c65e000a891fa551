import { env, type Env } from '@/server/env';

/**
 * Changes the validated environment for the rest of a test (services read `env` when they
 * run, not at import). Returns the function that puts the previous values back.
 */
export function overrideEnv(changes: Partial<Env>): () => void {
  const previous = Object.fromEntries(Object.keys(changes).map((key) => [key, env[key as keyof Env]]));
  Object.assign(env, changes);
  return () => {
    for (const [key, value] of Object.entries(previous)) {
      if (value === undefined) delete (env as Partial<Env>)[key as keyof Env];
      else Object.assign(env, { [key]: value });
    }
  };
}
