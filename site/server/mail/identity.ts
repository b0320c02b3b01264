import { addressLine, business } from '../../src/config/business.ts';

/** Who the mail is from, shown in every message: the agency's facts as the site states them. */
export const senderIdentity = {
  name: business.name,
  city: business.city,
  address: addressLine,
  phone: business.phone.display,
  phoneHref: business.phone.href,
  email: business.email,
  hoursText: business.hoursText,
} as const;
