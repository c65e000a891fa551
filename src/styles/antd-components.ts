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

/**
 * The antd components the back office renders (src/features/admin and the admin pages),
 * in a stylesheet of their own that only /admin pages link (AntdProvider's `stylesheet`).
 */
export const ADMIN_ANTD_COMPONENTS = [
  ...ANTD_COMPONENTS,
  'Breadcrumb',
  'Card',
  'Checkbox',
  'Col',
  'DatePicker',
  'Descriptions',
  'Divider',
  'InputNumber',
  'Layout',
  'Menu',
  'Modal',
  'Popconfirm',
  'Progress',
  'Radio',
  'Result',
  'Row',
  'Segmented',
  'Select',
  'Space',
  'Statistic',
  'Switch',
  'Tabs',
  'Tag',
  'Tooltip',
  'Typography',
  'Upload',
  'message',
] as const;
