import { Button, type ButtonProps } from 'antd';
import { useHydrated } from '@/hooks/use-hydrated';

/**
 * A form's submit button that stays disabled until the page's script has run. Before that,
 * a click or Enter would make the browser submit the form itself: a reload that throws away
 * what was typed (seen in e2e as a sign-in that "did nothing"). A disabled default button
 * also stops Enter's implicit submission. While `loading`, it says so with `aria-busy`: its
 * spinner is hidden from assistive technology (AntdProvider).
 */
export function SubmitButton({ disabled, loading, ...props }: Omit<ButtonProps, 'htmlType'>) {
  const hydrated = useHydrated();
  return (
    <Button
      {...props}
      htmlType="submit"
      loading={loading}
      aria-busy={loading ? true : undefined}
      disabled={!hydrated || disabled}
    />
  );
}
