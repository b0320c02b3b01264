import { ExitIntentDialog, SocialProofToast } from '@tallowood/design-system';
import { home } from '../content/home.ts';
import { conversionLinks } from '../content/navigation.ts';

/**
 * The home page's desktop extras: the exit-intent offer (a mouse leaving through the top edge) and the
 * rotating social proof. Phones never show either, so they never download them.
 */
export default function HomeExtras() {
  return (
    <>
      <ExitIntentDialog
        title={home.exitIntent.title}
        body={home.exitIntent.body}
        primary={{ label: home.exitIntent.cta, href: conversionLinks.exitIntent }}
        dismissLabel={home.exitIntent.dismiss}
      />
      <SocialProofToast messages={home.socialProof} />
    </>
  );
}
