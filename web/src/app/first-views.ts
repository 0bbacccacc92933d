// The functions build's entry (web/vite.first-view.config.ts): every page the
// function serving shared links renders a first view for
// (functions/src/share/first-view.ts imports this bundle).
export { renderDetailsFirstView } from './details-first-view';
export { renderWantedAdFirstView } from './room-wanted-ad-first-view';
