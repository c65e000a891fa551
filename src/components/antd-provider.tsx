import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import viVN from 'antd/locale/vi_VN';
import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import { runtimeAntdTheme } from '@/styles/antd-theme';

/**
 * The site's antd theme and antd's own locale, following the page's locale.
 *
 * Not in _app: ConfigProvider alone brings ~50 kB gzip of antd runtime into every page.
 * Pages and islands that render antd components wrap themselves in it, so a page pays for
 * antd only where it uses it.
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  const { locale } = useRouter();
  return (
    <ConfigProvider theme={runtimeAntdTheme} locale={locale === 'vi' ? viVN : enUS}>
      {children}
    </ConfigProvider>
  );
}
