import { deviceMockupDevices, deviceMockupLayouts, patternVariants } from '@tallowood/design-system';
import { expect, test } from 'vitest';
import { artDevices, artLayouts, artPatterns } from './fields.ts';

test('content may name exactly the devices, layouts and patterns the kit draws', () => {
  expect([...artDevices]).toEqual([...deviceMockupDevices]);
  expect([...artLayouts]).toEqual([...deviceMockupLayouts]);
  expect(new Set(artPatterns)).toEqual(new Set(patternVariants));
});
