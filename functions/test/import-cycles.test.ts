// No file imports itself round a circle, in the API or the web app (the
// contract included, which both compile). A circle between two files can't be
// read, tested or moved one file at a time, and it makes a module's value
// depend on which file loads first. import-graph.test.ts checks the API's
// folders; this checks every file.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, fileGraph, FUNCTIONS_SRC, ROOT, WEB_SRC } from './source-imports';

describe('the import graph of the files of functions/src and web/src', () => {
  const graph = fileGraph(FUNCTIONS_SRC, WEB_SRC);
  const at = (path: string) => join(ROOT, path);

  it('when it is read, then it sees relative and aliased imports', () => {
    // Guards the scan: an empty graph would have no cycle either.
    expect(graph.get(at('functions/src/contract/saved-searches.ts'))).toContain(
      at('functions/src/contract/listing.ts'),
    );
    expect(graph.get(at('web/src/components/ads/photo-gallery.tsx'))).toContain(
      at('web/src/components/ads/gallery-photo.tsx'),
    );
    expect(graph.get(at('web/src/components/ads/gallery-photo.tsx'))).toContain(
      at('functions/src/contract/photo-url.ts'),
    );
  });

  it('when files import one another, then no chain of imports leads back to where it began', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('when a circle is made, then the check names it once', () => {
    const circle = new Map([
      [at('a.ts'), [at('b.ts'), at('c.ts')]],
      [at('b.ts'), [at('a.ts')]],
      [at('c.ts'), []],
    ]);
    expect(cycles(circle)).toEqual(['a.ts → b.ts → a.ts']);
  });
});
