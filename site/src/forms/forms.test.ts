import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  auditRequestSchema,
  budgetOptions,
  consultationSchema,
  contactSchema,
  demoRequestSchema,
  earlyChecks,
  goalDefault,
  goalOptions,
  homeContactSchema,
  industryOptions,
  inquirySchema,
  jobApplicationSchema,
  jobRoleLabel,
  jobRoleOptions,
  newsletterSchema,
  preferredTimeOptions,
  projectTypeOptions,
  serviceOptions,
  timelineOptions,
  unsubscribeSchema,
} from './index.ts';
import { fieldOrder } from './leadForm.ts';
import { leadForms } from './leadForms.ts';
import { leadFormSamples, samplePost } from './samples.ts';

const messages = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

const home = {
  name: 'Jane Citizen',
  email: 'jane@example.com',
  phone: '0400 123 456',
  business_name: 'Citizen Plumbing',
  service_needed: 'New Website',
};

describe('form schemas', () => {
  it('offers exactly the spec options', () => {
    expect(serviceOptions).toEqual([
      'New Website',
      'Website Redesign',
      'SEO & Google Ranking',
      'E-commerce Store',
      'Full Client Machine System',
    ]);
    expect(projectTypeOptions).toHaveLength(7);
    expect(projectTypeOptions[0]).toBe('New Website Design');
    expect(goalOptions).toHaveLength(6);
    expect(goalDefault).toBe('Generate more leads');
    expect(preferredTimeOptions).toEqual([
      'Morning (9AM-12PM AEST)',
      'Afternoon (12PM-5PM AEST)',
      'Evening (5PM-8PM AEST)',
      'Flexible - contact me',
    ]);
    expect(industryOptions).toHaveLength(10);
    expect(budgetOptions).toEqual([
      'Under $5,000',
      '$5,000 - $15,000',
      '$15,000 - $50,000',
      '$50,000+',
      'Not sure yet',
    ]);
    expect(timelineOptions).toEqual(['ASAP (within 2 weeks)', '1 month', '2-3 months', '6+ months', 'Just exploring']);
  });

  it('uses the spec words for unsubscribe', () => {
    expect(messages(unsubscribeSchema, { email: '' })).toEqual(['Please enter your email address']);
    expect(messages(unsubscribeSchema, {})).toEqual(['Please enter your email address']);
    expect(messages(unsubscribeSchema, { email: 'jane@' })).toEqual(['Please enter a valid email address']);
    expect(messages(newsletterSchema, { email: 'jane.example.com' })).toEqual(['Please enter a valid email address']);
  });

  it('accepts every kind of real e-mail address', () => {
    // 64 + 1 + 189 characters: the longest address the limits allow.
    const longest = `${'l'.repeat(64)}@${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(58)}.au`;
    expect(longest).toHaveLength(254);
    const addresses = [
      "sean.o'brien@example.com.au",
      "o'neill@example.ie",
      'jane+leads@example.com',
      'first.middle.last@mail.sub.example.co.uk',
      'jane_citizen-smith@my-plumbing.com.au',
      'customer/department=shipping@example.com',
      '!def!xyz%abc@example.com',
      "a#b$c&d'e*f=g?h^i`j{k|l}m~n@example.org",
      'JANE.CITIZEN@EXAMPLE.COM',
      '0400123456@sms.example.net',
      'a@b.co',
      'josé@example.com',
      'info@münchen.de',
      'info@xn--mnchen-3ya.de',
      longest,
    ];
    for (const address of addresses) {
      expect(messages(newsletterSchema, { email: address }), address).toEqual([]);
      expect(v.parse(homeContactSchema, { ...home, email: address }).email).toBe(address);
    }
    expect(v.parse(newsletterSchema, { email: "  sean.o'brien@example.com.au " }).email).toBe(
      "sean.o'brien@example.com.au",
    );
  });

  it('refuses what is not one plain e-mail address', () => {
    const invalid = [
      'jane doe@example.com',
      'jane@example .com',
      'jane@example.com\r\nBcc: victim@example.com',
      'jane\n@example.com',
      'jane\r@example.com',
      'jane\t@example.com',
      'jane@example.com\u0000',
      'jane@example',
      'jane@localhost',
      'jane@example.c0m',
      'jane@example.com.',
      'jane@.example.com',
      'jane@example..com',
      'jane@-example.com',
      'jane@example-.com',
      'jane@exa_mple.com',
      '.jane@example.com',
      'jane.@example.com',
      'ja..ne@example.com',
      '"jane doe"@example.com',
      'Jane <jane@example.com>',
      'a@example.com, b@example.com',
      'a@example.com;b@example.com',
      'jane@@example.com',
      'jane@example@example.com',
      'jane@[192.0.2.1]',
      '@example.com',
      'jane',
      `${'l'.repeat(65)}@example.com`,
      `jane@${'d'.repeat(64)}.com`,
    ];
    for (const address of invalid)
      expect(messages(newsletterSchema, { email: address }), JSON.stringify(address)).toEqual([
        'Please enter a valid email address',
      ]);
    const overlong = `${'l'.repeat(64)}@${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(59)}.au`;
    expect(overlong).toHaveLength(255);
    expect(messages(newsletterSchema, { email: overlong })).toEqual(['Email address must be at most 254 characters.']);
  });

  it('asks for a service in the spec words', () => {
    expect(messages(homeContactSchema, { ...home, service_needed: '' })).toEqual([
      'Please select a service you need help with.',
    ]);
  });

  it('trims text, drops blank optional fields and reads a bare domain as https', () => {
    const parsed = v.parse(homeContactSchema, {
      ...home,
      name: '  Jane Citizen ',
      website_url: 'citizenplumbing.com.au',
      message: '   ',
    });
    expect(parsed.name).toBe('Jane Citizen');
    expect(parsed.website_url).toBe('https://citizenplumbing.com.au');
    expect(parsed.message).toBeUndefined();
  });

  it('refuses line breaks in one-line fields but keeps them in messages', () => {
    expect(messages(homeContactSchema, { ...home, name: 'Jane\nCitizen' })).toEqual(['Name must be on one line.']);
    const parsed = v.parse(homeContactSchema, { ...home, message: 'line one\nline two' });
    expect(parsed.message).toBe('line one\nline two');
  });

  it('applies the length limits', () => {
    expect(messages(homeContactSchema, { ...home, name: 'x'.repeat(121) })).toEqual([
      'Name must be at most 120 characters.',
    ]);
    expect(v.safeParse(homeContactSchema, { ...home, name: 'x'.repeat(120) }).success).toBe(true);
    expect(messages(homeContactSchema, { ...home, business_name: 'x'.repeat(161) })).toHaveLength(1);
    expect(messages(homeContactSchema, { ...home, phone: '1'.repeat(33) })).toHaveLength(1);
    expect(messages(auditRequestSchema, { ...home, message: 'm'.repeat(5001) })).toContain(
      'Message must be at most 5000 characters.',
    );
  });

  it('accepts only http and https addresses', () => {
    expect(messages(homeContactSchema, { ...home, website_url: 'javascript:alert(1)' })).toEqual([
      'Please enter a valid website address, like https://example.com.au',
    ]);
    expect(v.parse(homeContactSchema, { ...home, website_url: 'http://a.com.au/x' }).website_url).toBe(
      'http://a.com.au/x',
    );
  });

  it('refuses website addresses without a real host', () => {
    const invalid = ['Please enter a valid website address, like https://example.com.au'];
    for (const website_url of [
      'https://../../etc/passwd',
      'https://..',
      'http://./x',
      'https://localhost/',
      'https://example./',
      'https://-bad-.com.au',
      'https://a..com',
      'https://example.c0m',
      'https://[::1]/',
      'file.txt..',
    ])
      expect(messages(homeContactSchema, { ...home, website_url }), website_url).toEqual(invalid);
    for (const website_url of ['https://www.example.com.au/', 'https://münchen.de', 'http://203.0.113.9/shop'])
      expect(v.safeParse(homeContactSchema, { ...home, website_url }).success, website_url).toBe(true);
    const application = {
      role: 'ui-ux-designer',
      name: 'Kim Park',
      email: 'kim@example.com',
      link: 'https://../../etc/passwd',
      message: 'Five years of product design for Melbourne retailers.',
    };
    expect(v.safeParse(jobApplicationSchema, application).success).toBe(false);
    expect(v.safeParse(jobApplicationSchema, { ...application, link: 'https://www.linkedin.com/in/kim' }).success).toBe(
      true,
    );
  });

  it('names unknown fields and accepts the empty honeypot', () => {
    expect(messages(homeContactSchema, { ...home, role: 'admin' })).toEqual(['Unknown field "role".']);
    expect(v.safeParse(homeContactSchema, { ...home, company_website: '' }).success).toBe(true);
  });

  it('fills the contact and consultation defaults', () => {
    const contact = v.parse(contactSchema, {
      formType: 'contact',
      firstName: 'Sam',
      lastName: 'Lee',
      email: 'sam@example.com',
      message: 'Hello',
    });
    expect(contact.projectType).toBe('New Website Design');
    const consultation = v.parse(consultationSchema, {
      formType: 'consultation',
      firstName: 'Sam',
      lastName: 'Lee',
      email: 'sam@example.com',
      projectDetails: 'A new site',
    });
    expect(consultation.goal).toBe('Generate more leads');
    expect(consultation.preferredTime).toBe('Morning (9AM-12PM AEST)');
  });

  it('tells the two inquiry forms apart by formType', () => {
    expect(messages(inquirySchema, { formType: 'other' })).toEqual(["formType must be 'contact' or 'consultation'."]);
    expect(messages(inquirySchema, { formType: 'contact', firstName: 'Sam' })).toEqual([
      'Please enter your last name',
      'Please enter your email address',
      'Please tell us about your project',
    ]);
  });

  it('requires an industry from the list on the demo form', () => {
    expect(messages(demoRequestSchema, { name: 'Alex', email: 'alex@example.com', industry: 'Farming' })).toEqual([
      'Please select your industry',
    ]);
    const parsed = v.parse(demoRequestSchema, {
      name: 'Alex',
      email: 'alex@example.com',
      industry: 'Technology',
      budget: '',
    });
    expect(parsed.budget).toBeUndefined();
  });
});

const application = {
  role: 'senior-web-developer',
  name: 'Jordan Lee',
  email: 'jordan.lee@example.com',
  phone: '0412 345 678',
  link: 'https://www.linkedin.com/in/jordan-lee-dev',
  message: 'Six years building React sites for Melbourne retailers, most recently a Shopify rebuild.',
};

describe('job application schema', () => {
  it('offers the three open roles, each by the slug of its job page', () => {
    expect(jobRoleOptions).toEqual([
      { value: 'senior-web-developer', label: 'Senior Web Developer' },
      { value: 'digital-marketing-specialist', label: 'Digital Marketing Specialist' },
      { value: 'ui-ux-designer', label: 'UI/UX Designer' },
    ]);
    expect(jobRoleLabel('ui-ux-designer')).toBe('UI/UX Designer');
    expect(jobRoleLabel('office-manager')).toBeUndefined();
  });

  it('accepts a full application and one without a phone', () => {
    expect(v.parse(jobApplicationSchema, { ...application, name: '  Jordan Lee ' })).toEqual(application);
    for (const phone of [undefined, null, '', '   ']) {
      const parsed = v.parse(jobApplicationSchema, { ...application, phone });
      expect(parsed.phone).toBeUndefined();
    }
    for (const { value } of jobRoleOptions)
      expect(v.parse(jobApplicationSchema, { ...application, role: value }).role).toBe(value);
  });

  it('names every missing required field in plain words, in the form order', () => {
    expect(messages(jobApplicationSchema, {})).toEqual([
      'Please choose the role you are applying for',
      'Please enter your name',
      'Please enter your email address',
      'Please enter a link to your CV, portfolio or LinkedIn profile',
      'Please write a short cover note',
    ]);
    expect(
      messages(jobApplicationSchema, { ...application, role: null, name: ' ', email: '', link: '', message: '\n' }),
    ).toEqual([
      'Please choose the role you are applying for',
      'Please enter your name',
      'Please enter your email address',
      'Please enter a link to your CV, portfolio or LinkedIn profile',
      'Please write a short cover note',
    ]);
  });

  it('takes only an open role, by its slug', () => {
    for (const role of ['Senior Web Developer', 'office-manager', 'SENIOR-WEB-DEVELOPER', ''])
      expect(messages(jobApplicationSchema, { ...application, role }), role).toEqual([
        'Please choose the role you are applying for',
      ]);
  });

  it('wants the link as a full http or https address', () => {
    const invalid = 'Enter a link to your CV, portfolio or LinkedIn profile, starting with https://';
    for (const link of [
      'linkedin.com/in/jordan-lee-dev',
      'www.jordanlee.dev',
      'jordan.lee@example.com',
      'mailto:jordan.lee@example.com',
      'javascript:alert(1)',
      'ftp://files.example.com/cv.pdf',
      'https://',
      'https://localhost/cv',
      'https://jordanlee.dev/my cv.pdf',
      'my portfolio',
    ])
      expect(messages(jobApplicationSchema, { ...application, link }), link).toEqual([invalid]);
    expect(messages(jobApplicationSchema, { ...application, link: 'https://jordanlee.dev\n/cv' })).toEqual([
      'Link must be on one line.',
    ]);
    expect(v.parse(jobApplicationSchema, { ...application, link: ' http://jordanlee.dev/cv.pdf ' }).link).toBe(
      'http://jordanlee.dev/cv.pdf',
    );
  });

  it('applies the shared rules and length limits', () => {
    expect(messages(jobApplicationSchema, { ...application, email: 'jordan@' })).toEqual([
      'Please enter a valid email address',
    ]);
    expect(messages(jobApplicationSchema, { ...application, phone: 'call me' })).toEqual([
      'Please enter a valid phone number (digits, spaces and + ( ) - only).',
    ]);
    expect(messages(jobApplicationSchema, { ...application, name: 'x'.repeat(121) })).toEqual([
      'Name must be at most 120 characters.',
    ]);
    const longest = `https://jordanlee.dev/${'a'.repeat(2048 - 'https://jordanlee.dev/'.length)}`;
    expect(longest).toHaveLength(2048);
    expect(v.parse(jobApplicationSchema, { ...application, link: longest }).link).toBe(longest);
    expect(messages(jobApplicationSchema, { ...application, link: `${longest}a` })).toEqual([
      'Link must be at most 2048 characters.',
    ]);
    expect(v.parse(jobApplicationSchema, { ...application, message: 'm'.repeat(5000) }).message).toHaveLength(5000);
    expect(messages(jobApplicationSchema, { ...application, message: 'm'.repeat(5001) })).toEqual([
      'Cover note must be at most 5000 characters.',
    ]);
  });

  it('refuses unknown fields and accepts the empty honeypot', () => {
    expect(messages(jobApplicationSchema, { ...application, salary: '200k' })).toEqual(['Unknown field "salary".']);
    expect(v.safeParse(jobApplicationSchema, { ...application, company_website: '' }).success).toBe(true);
  });
});

describe('earlyChecks: what a form checks before its code has run', () => {
  const id = (name: string) => `field-${name}`;
  const contactOrder = ['firstName', 'lastName', 'email', 'phone', 'company', 'projectType', 'message'];

  it('lists the required fields on show, in page order, with the messages the schema gives an empty one', () => {
    const checks = earlyChecks(contactSchema, contactOrder, id);
    expect(checks).toEqual([
      ['field-firstName', 'Please enter your first name'],
      ['field-lastName', 'Please enter your last name'],
      ['field-email', 'Please enter your email address', 'Please enter a valid email address'],
      ['field-message', 'Please tell us about your project'],
    ]);
    // The same words the code's validation shows for an empty form, so the two summaries agree.
    const empty = { formType: 'contact', firstName: '', lastName: '', email: '', message: '' };
    const shown = messages(contactSchema, empty);
    for (const [, required] of checks) expect(shown).toContain(required);
    expect(
      messages(contactSchema, { ...empty, firstName: 'Mia', lastName: 'Tran', message: 'x', email: 'mia@' }),
    ).toEqual([checks[2]?.[2]]);
  });

  it("follows the form's field order, the one its error summary lists problems in", () => {
    expect(fieldOrder(leadForms.contact)).toEqual(contactOrder);
    const homeOrder = ['name', 'business_name', 'email', 'phone', 'website_url', 'service_needed', 'message'];
    expect(fieldOrder(leadForms.home)).toEqual(homeOrder);
    expect(earlyChecks(homeContactSchema, fieldOrder(leadForms.home), id).map(([field]) => field)).toEqual([
      'field-name',
      'field-business_name',
      'field-email',
      'field-phone',
      'field-service_needed',
    ]);
  });

  it('leaves out fields that are not on show, and optional ones', () => {
    expect(earlyChecks(contactSchema, ['phone', 'company'], id)).toEqual([]);
    expect(earlyChecks(newsletterSchema, ['email'], id)).toEqual([
      ['field-email', 'Please enter your email address', 'Please enter a valid email address'],
    ]);
  });

  it('a select required by its picklist, as on the job application', () => {
    const [role] = earlyChecks(jobApplicationSchema, ['role'], id);
    expect(role?.[0]).toBe('field-role');
    expect(messages(jobApplicationSchema, { role: '' })).toContain(role?.[1]);
  });
});

describe('the samples every suite sends', () => {
  it.each(Object.entries(leadFormSamples))('%s: its sample passes the form’s own checks', (name, sample) => {
    const { schema, fixed } = leadForms[name as keyof typeof leadForms] as { schema: v.GenericSchema; fixed?: object };
    expect(messages(schema, { ...sample, ...fixed })).toEqual([]);
  });

  it('a page without code posts the form’s name first and an empty honeypot', () => {
    const fields = new URLSearchParams(samplePost('audit', { phone: '' }));
    expect([...fields.keys()][0]).toBe('_form');
    expect(Object.fromEntries(fields)).toEqual({
      ...leadFormSamples.audit,
      _form: 'audit',
      phone: '',
      company_website: '',
    });
  });
});
