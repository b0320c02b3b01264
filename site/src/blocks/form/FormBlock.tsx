import { Stack, Text, TextLink } from '@tallowood/design-system';
import type { ComponentType } from 'react';
import { island } from '../../islands/island.tsx';
import * as styles from '../../templates/ActionBlocks.css.ts';
import { type BlockProps, BlockSection, CheckList } from '../BlockParts.tsx';

/** Each form's code loads as the visitor nears it (see `island`). */
const forms: Record<BlockProps<'form'>['block']['form'], ComponentType<{ role?: string }>> = {
  audit: island('audit-request-form', () =>
    import('../../lead-forms/AuditRequestForm.tsx').then((module) => module.AuditRequestForm),
  ),
  'job-application': island('job-application-form', () =>
    import('../../lead-forms/JobApplicationForm.tsx').then((module) => module.JobApplicationForm),
  ),
};

export function FormBlock({ block, tone, page }: BlockProps<'form'>) {
  const Form = forms[block.form];
  return (
    <BlockSection block={block} tone={tone} align="start">
      <div className={styles.formLayout}>
        <Stack gap="6">
          {block.points ? <CheckList items={block.points} /> : null}
          {block.link ? (
            <Text>
              <TextLink href={block.link.href}>{block.link.label}</TextLink>
            </Text>
          ) : null}
        </Stack>
        <div className={styles.formPanel}>
          {/* A job page's form applies for that job. */}
          <Form role={block.form === 'job-application' ? page.slug : undefined} />
        </div>
      </div>
    </BlockSection>
  );
}
