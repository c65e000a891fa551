/**
 * The layering rules of eslint.config.mjs (and the hand-made locale prefix and bilingual
 * column pick), proven on code that breaks them: if a change to
 * the config (or to eslint-plugin-import) stopped catching these, `npm run lint` would pass
 * a tree that is wrong.
 *
 * The probes are real files, written into the tree for the test and removed after it:
 * import/no-cycle reads the modules it follows from disk, so a cycle cannot be shown to it
 * as text alone.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const PROBE = `lint-probe-${process.pid}`;
const PROBE_FEATURE = path.join(ROOT, 'src/features', PROBE);

/** Probe files by path under the repository, with their code. */
const PROBES: Record<string, string> = {
  [`src/features/${PROBE}/cross-feature.ts`]:
    "import { panelOpened } from '@/features/chat/chat-slice';\nexport const probe = panelOpened;\n",
  [`src/features/${PROBE}/allowed.ts`]: [
    "import { other } from './cycle-b';",
    "import { SignInLink } from '@/components/sign-in-link';",
    "import { useIsSignedIn } from '@/store/hooks';",
    'export const probe = [other, SignInLink, useIsSignedIn];',
    '',
  ].join('\n'),
  [`src/features/${PROBE}/cycle-a.ts`]: "import { other } from './cycle-b';\nexport const one = () => other;\n",
  [`src/features/${PROBE}/cycle-b.ts`]: "import { one } from './cycle-a';\nexport const other = () => one;\n",
  [`src/features/${PROBE}/server.ts`]: "import { env } from '@/server/env';\nexport const probe = env;\n",
  [`src/features/${PROBE}/locale-prefix.ts`]:
    'export const probe = (locale: string, path: string) => `/${locale}${path}`;\n',
  [`src/features/${PROBE}/bilingual-column.ts`]:
    'export const probe = (row: { titleEn: string; titleVi: string }, vi: boolean) => (vi ? row.titleVi : row.titleEn);\n',
  [`src/pages/${PROBE}-unwrapped.tsx`]: [
    "import type { GetServerSideProps } from 'next';",
    'export default function Probe() {',
    '  return null;',
    '}',
    'export const getServerSideProps: GetServerSideProps = async () => ({ props: {} });',
    '',
  ].join('\n'),
  [`src/pages/${PROBE}-wrapped.tsx`]: [
    "import { definePageProps } from '@/server/http/define-page-props';",
    'export default function Probe() {',
    '  return null;',
    '}',
    'export const getServerSideProps = definePageProps(async ({ locale }) => ({',
    '  redirect: { destination: `/${locale}/x`, permanent: false },',
    '}));',
    '',
  ].join('\n'),
  [`src/pages/${PROBE}-static.tsx`]: [
    "import type { GetStaticProps } from 'next';",
    'export default function Probe() {',
    '  return null;',
    '}',
    'export const getStaticProps: GetStaticProps = async () => ({ props: {}, revalidate: 30 });',
    '',
  ].join('\n'),
  [`src/components/${PROBE}.ts`]:
    "import { usePostList } from '@/features/blog/use-post-list';\nexport const probe = usePostList;\n",
  [`src/store/${PROBE}-slice.ts`]:
    "import { chatReducer } from '@/features/chat/chat-slice';\nexport const probe = chatReducer;\n",
  [`src/features/${PROBE}/next-image.tsx`]:
    'import Image from \'next/image\';\nexport const Probe = () => <Image src="/a.png" alt="" width={1} height={1} />;\n',
  [`src/pages/${PROBE}-public.tsx`]: [
    "import { UploadField } from '@/features/admin/uploads/upload-field';",
    'export default function Probe() {',
    '  return <UploadField kind="video" label="Video" onUploaded={() => undefined} />;',
    '}',
    '',
  ].join('\n'),
  [`src/pages/courses/${PROBE}-public.tsx`]:
    "import { UploadField } from '@/features/admin/uploads/upload-field';\nexport default UploadField;\n",
  [`src/pages/admin/${PROBE}.tsx`]:
    "import { UploadField } from '@/features/admin/uploads/upload-field';\nexport default UploadField;\n",
  [`src/store/${PROBE}-other.ts`]:
    "import { useChatPolling } from '@/features/chat/use-chat-polling';\nexport const probe = useChatPolling;\n",
};

const problems = new Map<string, string[]>();
const messages = new Map<string, string[]>();

function removeProbes() {
  rmSync(PROBE_FEATURE, { recursive: true, force: true });
  for (const file of Object.keys(PROBES)) rmSync(path.join(ROOT, file), { force: true });
}

beforeAll(async () => {
  mkdirSync(PROBE_FEATURE, { recursive: true });
  try {
    for (const [file, code] of Object.entries(PROBES)) writeFileSync(path.join(ROOT, file), code);
    // Created after the probes, so the config's feature zones include the probe feature.
    const eslint = new ESLint({ cwd: ROOT });
    const results = await eslint.lintFiles(Object.keys(PROBES));
    for (const result of results) {
      problems.set(
        path.relative(ROOT, result.filePath),
        result.messages.map((message) => message.ruleId ?? message.message),
      );
      messages.set(
        path.relative(ROOT, result.filePath),
        result.messages.map((message) => message.message),
      );
    }
  } finally {
    removeProbes();
  }
}, 60_000);

afterAll(removeProbes);

const problemsOf = (file: string) => problems.get(file) ?? ['(not linted)'];
const messagesOf = (file: string) => (messages.get(file) ?? ['(not linted)']).join('\n');

describe('lint: the boundaries between layers', () => {
  it('refuses a feature importing another feature', () => {
    expect(problemsOf(`src/features/${PROBE}/cross-feature.ts`)).toContain('import/no-restricted-paths');
  });

  it("lets a feature import its own files, the shared layers and the store's session", () => {
    expect(problemsOf(`src/features/${PROBE}/allowed.ts`)).toEqual([]);
  });

  it('refuses an import cycle', () => {
    expect(problemsOf(`src/features/${PROBE}/cycle-a.ts`)).toContain('import/no-cycle');
    expect(problemsOf(`src/features/${PROBE}/cycle-b.ts`)).toContain('import/no-cycle');
  });

  it('refuses browser code importing the server', () => {
    expect(problemsOf(`src/features/${PROBE}/server.ts`)).toContain('import/no-restricted-paths');
  });

  it('refuses a locale prefix built by hand instead of with localePath()', () => {
    expect(problemsOf(`src/features/${PROBE}/locale-prefix.ts`)).toContain('no-restricted-syntax');
  });

  it('refuses a bilingual column picked by hand instead of with localized()', () => {
    expect(problemsOf(`src/features/${PROBE}/bilingual-column.ts`)).toContain('no-restricted-syntax');
  });

  it('refuses next/image, whose browser code AppImage leaves out of every page', () => {
    expect(problemsOf(`src/features/${PROBE}/next-image.tsx`)).toContain('no-restricted-imports');
  });

  it('refuses a page whose getServerSideProps skips definePageProps (a database outage would be a 500)', () => {
    expect(messagesOf(`src/pages/${PROBE}-unwrapped.tsx`)).toMatch(/Wrap getServerSideProps in definePageProps/);
  });

  it('refuses a static page writing its own revalidate interval instead of using revalidated()', () => {
    expect(messagesOf(`src/pages/${PROBE}-static.tsx`)).toMatch(/revalidated\(\)/);
  });

  it('keeps refusing a hand-made locale prefix in pages, beside the page rule', () => {
    const found = messagesOf(`src/pages/${PROBE}-wrapped.tsx`);
    expect(found).toMatch(/localePath\(\)/);
    expect(found).not.toMatch(/definePageProps/);
  });

  it('refuses shared code importing a feature', () => {
    expect(problemsOf(`src/components/${PROBE}.ts`)).toContain('import/no-restricted-paths');
  });

  it('keeps the back office off the public pages: only /admin pages may import it', () => {
    expect(problemsOf(`src/pages/${PROBE}-public.tsx`)).toContain('import/no-restricted-paths');
    expect(problemsOf(`src/pages/courses/${PROBE}-public.tsx`)).toContain('import/no-restricted-paths');
    expect(problemsOf(`src/pages/admin/${PROBE}.tsx`)).toEqual([]);
  });

  it("lets the store compose a feature's slice, and nothing else of it", () => {
    expect(problemsOf(`src/store/${PROBE}-slice.ts`)).toEqual([]);
    expect(problemsOf(`src/store/${PROBE}-other.ts`)).toContain('import/no-restricted-paths');
  });
});
