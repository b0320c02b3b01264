import { cx, TextLink } from '@tallowood/design-system';
import * as styles from './CollectionNotice.css.ts';

export interface CollectionNoticeProps {
  /**
   * Why the details are collected, finishing "Tallowood Digital collects these details …".
   * @default 'to respond to your enquiry'
   */
  purpose?: string;
  /** @default undefined */
  className?: string;
}

/** The APP 5 collection notice every lead form shows next to its submit button. */
export function CollectionNotice({ purpose = 'to respond to your enquiry', className }: CollectionNoticeProps) {
  return (
    <p className={cx(styles.root, className)}>
      Tallowood Digital collects these details {purpose}. We don't sell your information or share it for marketing. Read
      how we handle it in our <TextLink href="/privacy">Privacy Policy</TextLink>.
    </p>
  );
}
