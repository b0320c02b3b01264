import { cx, TextLink } from '@tallowood/design-system';
import { business } from '../config/business.ts';
import * as styles from './CollectionNotice.css.ts';

export interface CollectionNoticeProps {
  /**
   * Why the details are collected, finishing "Tallowood Digital Pty Ltd collects these details …".
   * @default 'to respond to your enquiry'
   */
  purpose?: string;
  /** @default undefined */
  className?: string;
}

const { address } = business;
const postalAddress = `${address.street}, ${address.locality} ${address.region} ${address.postcode}`;

/**
 * The APP 5 collection notice every lead form shows next to its submit button: who collects the details and how
 * to reach them, why, and where the privacy policy explains access, correction and complaints. The contact details
 * are plain text so the notice adds one stop (the policy link) to the form's keyboard path.
 */
export function CollectionNotice({ purpose = 'to respond to your enquiry', className }: CollectionNoticeProps) {
  return (
    <p className={cx(styles.root, className)}>
      {business.legalName} collects these details {purpose}. We don't sell your information or share it for marketing.
      Our <TextLink href="/privacy">Privacy Policy</TextLink> explains how to access or correct your details and how to
      make a complaint. Reach us at {postalAddress}, {business.email} or {business.phone.display}.
    </p>
  );
}
