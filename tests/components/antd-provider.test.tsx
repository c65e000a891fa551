import { render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { useContext } from 'react';
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
});
