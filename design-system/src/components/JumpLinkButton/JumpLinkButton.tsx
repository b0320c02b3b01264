import type { MouseEvent } from 'react';
import { scrollToId } from '../../utils/browser.ts';
import { jumpAttribute } from '../../utils/jump.ts';
import { LinkButton, type LinkButtonProps } from '../LinkButton/LinkButton.tsx';

/** An action that scrolls to a section of the current page, or goes to a page that has it. */
export interface JumpAction {
  /** The button's text, e.g. "Get Quote". */
  label: string;
  /** Id of the section to scroll to when it is on the current page, e.g. 'contact-section'. */
  targetId: string;
  /** Where to go when the section is not on this page, e.g. '/#contact-section'. */
  fallbackHref: string;
}

export interface JumpLinkButtonProps extends Omit<LinkButtonProps, 'href' | 'children'> {
  /** The label, the section to scroll to and the page to go to otherwise. */
  action: JumpAction;
}

/**
 * A link-styled button: when the target section is on this page it scrolls there (smoothly unless reduced motion)
 * and moves focus to it; otherwise it follows `fallbackHref` through the router.
 */
export function JumpLinkButton({ action, onClickCapture, ...props }: JumpLinkButtonProps) {
  // Runs before RAC's own click handling, so a prevented click neither routes nor navigates.
  const handleClickCapture = (event: MouseEvent<HTMLAnchorElement>) => {
    onClickCapture?.(event);
    if (!event.defaultPrevented && scrollToId(action.targetId)) event.preventDefault();
  };
  return (
    <LinkButton
      {...props}
      {...{ [jumpAttribute]: action.targetId }}
      href={action.fallbackHref}
      onClickCapture={handleClickCapture}
    >
      {action.label}
    </LinkButton>
  );
}
