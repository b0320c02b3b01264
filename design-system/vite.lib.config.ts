/**
 * `npm run build -w design-system`: the kit as a package. ES modules per entry (shared code in chunks), the
 * vanilla-extract styles compiled to one stylesheet (`dist/styles.css`), so an app needs no vanilla-extract plugin;
 * every package the kit imports stays an import for the app to install.
 */
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const kitRoot = fileURLToPath(new URL('.', import.meta.url));

/** The package's entries, as named in `package.json` `exports`. */
export const entries = {
  index: 'src/index.ts',
  css: 'src/css.ts',
  illustration: 'src/themes/illustration.ts',
  brand: 'src/themes/brand.ts',
  'client-brands': 'src/themes/clientBrands.ts',
  'react-hook-form': 'src/react-hook-form.ts',
  early: 'src/early.ts',
};

export default defineConfig({
  root: kitRoot,
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    cssCodeSplit: false,
    sourcemap: false,
    // Readable output: the app's bundler minifies.
    minify: false,
    lib: { entry: entries, formats: ['es'], cssFileName: 'styles' },
    rolldownOptions: {
      // A bare specifier is a package (react, react-aria-components, @vanilla-extract runtimes): the app provides it.
      external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
    },
  },
});
