import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { beforeAll } from 'vitest';
import * as projectAnnotations from './preview.tsx';

const project = setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);

// The renderer's own setup, as Storybook runs it: Testing Library's events and waits go through React's act.
beforeAll(project.beforeAll);
