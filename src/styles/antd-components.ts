/**
 * The antd components the site renders. Only their styles are extracted into the
 * build-time stylesheet: all of antd would be ~113 kB gzip of render-blocking CSS.
 * Using a component that is not listed here renders it unstyled — add it here.
 */
export const ANTD_COMPONENTS = [
  'Alert',
  'Button',
  'Drawer',
  'Empty',
  'Form',
  'Input',
  'Pagination',
  'Spin',
  'Table',
] as const;
