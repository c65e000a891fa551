import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import viVN from 'antd/locale/vi_VN';
import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import { adminAntdStylesheetHref, antdStylesheetHref } from '@/components/antd-stylesheet';
import { runtimeAntdTheme } from '@/styles/antd-theme';

/**
 * A button's spinner, shown and taken away at once. antd's own one slides in and out, and is
 * removed only when its slide's `transitionend` arrives; when the reply comes within a frame
 * or two of the click, that event never comes, and the spinner stays on a button that works
 * again (seen in e2e, and in a probe at 0-5 ms). Hidden from assistive technology: the
 * button's name stays its label, and SubmitButton says busy with `aria-busy`.
 */
const BUTTON_CONFIG = { loadingIcon: <LoadingOutlined aria-hidden="true" /> };

/**
 * The site's antd theme and antd's own locale, following the page's locale, and antd's
 * stylesheet.
 *
 * Not in _app: ConfigProvider alone brings ~50 kB gzip of antd runtime into every page,
 * and antd's stylesheet ~23 kB gzip of CSS that holds up the first paint. Pages and
 * islands that render antd components wrap themselves in it, so a page pays for antd only
 * where it uses it. The stylesheet is a React 19 resource (`precedence`): rendered on the
 * server it comes before the page's content, and on the client React adds it once and
 * waits for it before showing what needs it. Its rules are in the `antd` cascade layer
 * (globals.scss), so where the link lands does not change which rules win.
 */
export function AntdProvider({ children, styles = 'site' }: { children: ReactNode; styles?: 'site' | 'admin' }) {
  const { locale } = useRouter();
  // The back office links its own, larger stylesheet (src/styles/antd-components.ts).
  const stylesheet = styles === 'admin' ? adminAntdStylesheetHref() : antdStylesheetHref();
  return (
    <>
      {stylesheet && <link rel="stylesheet" href={stylesheet} precedence="antd" />}
      <ConfigProvider theme={runtimeAntdTheme} locale={locale === 'vi' ? viVN : enUS} button={BUTTON_CONFIG}>
        {children}
      </ConfigProvider>
    </>
  );
}
