import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GetServerSidePropsContext } from 'next';
import { expect, it } from 'vitest';
import { getServerSideProps } from '@/pages/admin/chat';
import { describeEachDatabase } from '../helpers/databases';
import { signedInUser } from '../helpers/users';

function pageContext(token: string | undefined, locale = 'en') {
  const res = { statusCode: 200, setHeader: () => res } as unknown as ServerResponse;
  const req = { headers: token ? { cookie: `token=${token}` } : {} } as IncomingMessage;
  const context = { req, res, resolvedUrl: '/admin/chat', locale, defaultLocale: 'en', query: {} };
  return { context: context as unknown as GetServerSidePropsContext, res };
}

describeEachDatabase('/admin/chat (getServerSideProps)', () => {
  it('sends a signed-out visitor to sign-in, and back here afterwards', async () => {
    const { context } = pageContext(undefined, 'vi');
    await expect(getServerSideProps(context)).resolves.toEqual({
      redirect: { destination: '/vi/authen/sign-in?redirectUrl=%2Fadmin%2Fchat', permanent: false },
    });
  });

  it('answers 403 to a signed-in learner, with the page saying so', async () => {
    const { token } = await signedInUser();
    const { context, res } = pageContext(token);
    const result = (await getServerSideProps(context)) as { props: Record<string, unknown> };
    expect(res.statusCode).toBe(403);
    expect(result.props.forbidden).toBe(true);
  });

  it('opens the console for an admin, with the chat translations', async () => {
    const { token } = await signedInUser('admin');
    const { context, res } = pageContext(token);
    const result = (await getServerSideProps(context)) as { props: Record<string, unknown> };
    expect(res.statusCode).toBe(200);
    expect(result.props.forbidden).toBeUndefined();
    expect(result.props._nextI18Next).toMatchObject({ initialLocale: 'en', ns: ['common', 'chat', 'admin'] });
  });
});
