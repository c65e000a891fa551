import { render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { useContext } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { AntdProvider } from '@/components/antd-provider';

const router = vi.hoisted(() => ({ locale: 'en' }));
vi.mock('next/router', () => ({ useRouter: () => router }));

function ShowAntdLocale() {
  const { locale, theme } = useContext(ConfigProvider.ConfigContext);
  return (
    <p>
      {locale?.locale} {theme?.zeroRuntime ? 'zero-runtime' : 'runtime-css'}
    </p>
  );
}

describe('AntdProvider', () => {
  it.each([
    ['en', 'en'],
    ['vi', 'vi'],
  ])('gives antd the %s locale on a %s page, with styles built ahead of time', (pageLocale, antdLocale) => {
    router.locale = pageLocale;
    render(
      <AntdProvider>
        <ShowAntdLocale />
      </AntdProvider>,
    );
    expect(screen.getByText(`${antdLocale} zero-runtime`)).toBeTruthy();
  });

  it("links antd's stylesheet as a resource React puts ahead of the content, once", async () => {
    vi.stubEnv('ANTD_STYLESHEET_HREF', '/styles/antd-0123456789ab.css');
    vi.resetModules();
    const { AntdProvider: Provider } = await import('@/components/antd-provider');
    const html = renderToString(
      <main>
        <Provider>
          <p>one</p>
        </Provider>
        <Provider>
          <p>two</p>
        </Provider>
      </main>,
    );
    vi.unstubAllEnvs();
    expect(html.match(/<link [^>]*>/g)).toEqual([
      '<link rel="stylesheet" href="/styles/antd-0123456789ab.css" data-precedence="antd"/>',
    ]);
    expect(html.indexOf('<link')).toBeLessThan(html.indexOf('<main>'));
  });
});
