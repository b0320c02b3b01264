import { ProcessSteps } from '@tallowood/design-system';
import { Inline } from '../../templates/Inline.tsx';
import { type BlockProps, BlockSection } from '../BlockParts.tsx';

export function ProcessBlock({ block, tone }: BlockProps<'process'>) {
  return (
    <BlockSection block={block} tone={tone}>
      <ProcessSteps
        steps={block.steps.map((step) => ({
          title: step.title,
          description: <Inline text={step.body} />,
          duration: step.duration,
        }))}
      />
    </BlockSection>
  );
}
