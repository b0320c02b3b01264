import { ProcessSteps } from '@tallowood/design-system';
import * as styles from '../../templates/ContentPage.css.ts';
import { Inline } from '../../templates/Inline.tsx';
import { PhoneFold } from '../../templates/PhoneFold.tsx';
import { type BlockProps, BlockSection } from '../BlockParts.tsx';

export function ProcessBlock({ block, tone }: BlockProps<'process'>) {
  return (
    <BlockSection block={block} tone={tone}>
      <ProcessSteps
        className={styles.steps}
        steps={block.steps.map((step) => ({
          title: step.title,
          // A phone reads the steps' names and times at a glance, each step's detail a tap away (unless the whole
          // list is folded, when the opened list reads whole).
          description: block.phoneFold ? (
            <Inline text={step.body} />
          ) : (
            <PhoneFold closed="Show details" open="Hide details" start>
              <Inline text={step.body} />
            </PhoneFold>
          ),
          duration: step.duration,
        }))}
      />
    </BlockSection>
  );
}
