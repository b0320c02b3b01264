import { createHash } from 'node:crypto';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Art } from '../content/schema.ts';
import type { ArtFiles } from './Art.tsx';
import ArtDrawing from './ArtDrawing.tsx';

/** Each drawing sent as files so far, by its file name stem: its SVG markup, drawn on its own. */
const drawings = new Map<string, string>();
const filesByArt = new Map<string, ArtFiles | undefined>();

/** The drawings the pages rendered so far send as files (`/art/<stem>.svg`, `-dark.svg`): the build writes them. */
export function artDrawings(): ReadonlyMap<string, string> {
  return drawings;
}

/** Where a drawing's files are, for the server's renders; `undefined` for one without a fixed size (it stays inline). */
export function artFiles(art: Art): ArtFiles | undefined {
  const key = JSON.stringify(art);
  if (filesByArt.has(key)) return filesByArt.get(key);
  // Drawn on its own, a drawing's ids and markup are the same on every page, so one pair of files serves them all.
  const markup = renderToStaticMarkup(<ArtDrawing art={art} />);
  const size = /^<svg\b[^>]*?\swidth="(\d+)"[^>]*?\sheight="(\d+)"/.exec(markup);
  let files: ArtFiles | undefined;
  if (size) {
    const stem = createHash('sha256').update(markup).digest('hex').slice(0, 12);
    drawings.set(stem, markup);
    files = {
      light: `/art/${stem}.svg`,
      dark: `/art/${stem}-dark.svg`,
      width: Number(size[1]),
      height: Number(size[2]),
    };
  }
  filesByArt.set(key, files);
  return files;
}
