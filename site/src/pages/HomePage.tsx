import { Button } from '@tallowood/design-system';
import { useState } from 'react';

export default function HomePage() {
  const [shown, setShown] = useState(false);
  return (
    <main id="main-content">
      <h1>Turn Your Website Into a 24/7 Client Machine</h1>
      <p>Launch in 48 hours. A free strategy call, then a site built to turn visitors into enquiries.</p>
      <Button onPress={() => setShown(true)}>See how it works</Button>
      {shown ? <p>Discovery call, design and strategy, development, launch: 48 hours.</p> : null}
    </main>
  );
}
