import { type ReactNode, useEffect, useState } from 'react';
import { useMediaQuery } from '../../utils/browser.ts';
import type { LabelledLink } from '../../utils/links.ts';
import { readSessionFlag, writeSessionFlag } from '../../utils/sessionFlags.ts';
import { Button } from '../Button/Button.tsx';
import { Dialog, type DialogProps } from '../Dialog/Dialog.tsx';
import { LinkButton } from '../LinkButton/LinkButton.tsx';

/** Only devices with a precise pointer (mouse, trackpad) can "leave through the top". */
export const finePointerQuery = '(pointer: fine)';

export interface ExitIntentDialogProps
  extends Omit<DialogProps, 'isOpen' | 'defaultOpen' | 'actions' | 'children' | 'title'> {
  /** The dialog's heading. */
  title: ReactNode;
  /** The offer, below the heading. */
  body: ReactNode;
  /** The action that takes the visitor to the offer, e.g. the free audit contact page. */
  primary: LabelledLink;
  /**
   * Label of the button that declines.
   * @default 'No thanks...'
   */
  dismissLabel?: string;
  /**
   * sessionStorage key that keeps it from opening again for the rest of the browser session. Unset: once per page
   * visit (per mount).
   * @default undefined
   */
  storageKey?: string;
}

/**
 * A dialog that opens once when a mouse pointer leaves the window through its top edge (towards the tab bar), on
 * devices with a fine pointer. Dismissed or followed, it stays closed for the rest of the visit.
 */
export function ExitIntentDialog({
  title,
  body,
  primary,
  dismissLabel = 'No thanks...',
  storageKey,
  onOpenChange,
  ...props
}: ExitIntentDialogProps) {
  const finePointer = useMediaQuery(finePointerQuery);
  const [isOpen, setOpen] = useState(false);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!finePointer || shown) return;
    if (readSessionFlag(storageKey)) {
      setShown(true);
      return;
    }
    const onMouseOut = (event: MouseEvent) => {
      if (event.relatedTarget !== null || event.clientY > 0) return;
      writeSessionFlag(storageKey);
      setShown(true);
      setOpen(true);
      onOpenChange?.(true);
    };
    document.addEventListener('mouseout', onMouseOut);
    return () => document.removeEventListener('mouseout', onMouseOut);
  }, [finePointer, shown, storageKey, onOpenChange]);

  const changeOpen = (open: boolean) => {
    setOpen(open);
    onOpenChange?.(open);
  };

  return (
    <Dialog
      {...props}
      title={title}
      isOpen={isOpen}
      onOpenChange={changeOpen}
      actions={(close) => (
        <>
          <Button variant="ghost" onPress={close}>
            {dismissLabel}
          </Button>
          <LinkButton href={primary.href} onPress={close}>
            {primary.label}
          </LinkButton>
        </>
      )}
    >
      {body}
    </Dialog>
  );
}
