// Emotion's styles in a page rendered ahead of the app (index.html's first
// paint, a shared listing's or ad's first view): how they are written so the
// app adopts them for nothing.
//
// When Emotion's cache is created (as Material UI's code is evaluated) it reads
// the ids of every server-rendered `<style data-emotion="css …">`, so it never
// inserts those rules again, and it moves each such element to the end of
// <head>, twice. Each move makes the browser drop that stylesheet, build it
// again and restyle the whole page: 20–30 ms at 4× CPU slowdown for a
// listing's styles, in the task that evaluates Material UI. So each chunk is
// two elements: an empty one with the ids, which Emotion reads and moves for
// nothing, and one with the CSS, which stays where it is. The rules keep their
// order, ahead of any the app inserts later, as when Emotion moved them.

/** One of `@emotion/server`'s `extractCriticalToChunks(…).styles`. */
export type EmotionChunk = { key: string; ids: string[]; css: string };

export function emotionStyleTags(chunks: readonly EmotionChunk[]): string {
  return chunks
    .filter(({ ids }) => ids.length > 0)
    .map(({ key, ids, css }) => {
      const marker = `data-emotion="${key} ${ids.join(' ')}"`;
      // A <Global> style finds its own element by these ids and takes it over,
      // rules and all: its CSS stays inside.
      return key.endsWith('-global')
        ? `<style ${marker}>${css}</style>`
        : `<style ${marker}></style><style>${css}</style>`;
    })
    .join('');
}
