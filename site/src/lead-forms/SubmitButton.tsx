import { Button, type ButtonProps } from '@tallowood/design-system';

/** The one submit button of the lead forms: the kit's gradient button, large, as wide as its form. */
export function SubmitButton(props: Omit<ButtonProps, 'type' | 'variant' | 'size' | 'fullWidth'>) {
  return <Button {...props} type="submit" variant="gradient" size="lg" fullWidth />;
}
