import type { ThemeConfig } from 'antd';

/**
 * The site's antd theme. Shared by the runtime ConfigProvider (AntdProvider, in
 * src/components/antd-provider.tsx) and the build-time extraction
 * (scripts/extract-antd-css.tsx) so both produce the same class names and CSS variables.
 *
 * - `cssVar.key` is fixed: it becomes the class name scoping the variables; derived from
 *   React's useId it could differ between the build and the runtime (STACK.md).
 * - `hashed: false`: one antd version in the app, so hashed class names only add bytes.
 * - `colorTextDescription` is the site's muted text ($color-text-muted): antd's own grey
 *   (#8c8c8c, 3.4:1 on white) is below WCAG AA's 4.5:1 for the form fields' help texts.
 */
export const antdTheme: ThemeConfig = {
  cssVar: { key: 'app', prefix: 'ant' },
  hashed: false,
  token: {
    colorPrimary: '#1f5eff',
    colorLink: '#1f5eff',
    colorTextDescription: '#5b6675',
    borderRadius: 8,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
};

/**
 * At runtime no CSS is generated: every antd style comes from the file built once by
 * `npm run styles:antd` (STACK.md measured ~6x the throughput against per-request extraction).
 */
export const runtimeAntdTheme: ThemeConfig = { ...antdTheme, zeroRuntime: true };
