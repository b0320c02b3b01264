import type { RecipeVariants } from '@vanilla-extract/recipes';
import type { ReactNode } from 'react';
import {
  Button,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
  Dialog as RACDialog,
} from 'react-aria-components';
import { CloseIcon } from '../../icons/icons.tsx';
import { withClassName } from '../../utils/classNames.ts';
import * as styles from './Dialog.css.ts';

/** The props the style recipe varies on; each variant prop below takes its type from it. */
type DialogVariants = NonNullable<RecipeVariants<typeof styles.modal>>;

export const dialogSizes = ['sm', 'md', 'lg'] as const satisfies readonly NonNullable<DialogVariants['size']>[];

export interface DialogProps extends Omit<ModalOverlayProps, 'children'> {
  /** The dialog's heading; it also names the dialog. */
  title: ReactNode;
  /** The body text or content. */
  children: ReactNode;
  /**
   * Buttons or links at the foot; a function receives `close`.
   * @default undefined
   */
  actions?: ReactNode | ((close: () => void) => ReactNode);
  /**
   * Clicking the dimmed page around the dialog closes it.
   * @default true
   */
  isDismissable?: boolean;
  /**
   * Label of the corner close button; `null` leaves the button out.
   * @default 'Close'
   */
  closeLabel?: string | null;
  /**
   * `alertdialog` for dialogs that interrupt with something urgent.
   * @default 'dialog'
   */
  role?: 'dialog' | 'alertdialog';
  /**
   * Maximum width.
   * @default 'md'
   */
  size?: DialogVariants['size'];
}

/**
 * A modal dialog: focus moves in and stays inside until it closes, then returns to where it was. Escape and a click
 * outside close it unless turned off. Use inside `DialogTrigger` (RAC's, re-exported by the kit) after the button that
 * opens it, or control it with `isOpen`/`onOpenChange`.
 */
export function Dialog({
  title,
  children,
  actions,
  isDismissable = true,
  closeLabel = 'Close',
  role = 'dialog',
  size,
  className,
  ...props
}: DialogProps) {
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={withClassName(styles.overlay, className)}>
      <Modal className={styles.modal({ size })}>
        <RACDialog role={role} className={styles.dialog}>
          {({ close }) => (
            <>
              <Heading slot="title" className={styles.title}>
                {title}
              </Heading>
              <div className={styles.body}>{children}</div>
              {actions ? (
                <div className={styles.actions}>{typeof actions === 'function' ? actions(close) : actions}</div>
              ) : null}
              {closeLabel ? (
                <Button className={styles.close} aria-label={closeLabel} onPress={close}>
                  <CloseIcon />
                </Button>
              ) : null}
            </>
          )}
        </RACDialog>
      </Modal>
    </ModalOverlay>
  );
}
