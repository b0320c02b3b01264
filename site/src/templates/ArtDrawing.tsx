import { DeviceMockup, Pattern } from '@tallowood/design-system';
import type { Art } from '../content/schema.ts';

/** The drawing itself: the kit's illustration for a content entry's art. */
export default function ArtDrawing({ art }: { art: Art }) {
  if (art.kind === 'pattern') return <Pattern variant={art.variant} palette={art.palette} />;
  return (
    <DeviceMockup
      device={art.device}
      layout={art.layout}
      palette={art.palette}
      variant={art.variant}
      label={art.label}
    />
  );
}
