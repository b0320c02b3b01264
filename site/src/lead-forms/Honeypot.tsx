import { visuallyHidden } from '@tallowood/design-system/css';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * The bot trap: a field people never see, reach by keyboard or hear. Pass `form.register(honeypotField)`.
 * A filled value makes the server drop the submission quietly.
 */
export function Honeypot(props: UseFormRegisterReturn) {
  return (
    <div className={visuallyHidden} aria-hidden="true">
      <label>
        Leave this field empty
        <input {...props} type="text" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
