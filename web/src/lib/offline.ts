// What the app needs when the connection is gone or a member changes, loaded
// only then, in one chunk (the service worker has it precached): the first
// load of every page stays as small as it was. Each part is its own module.
export { offlineMemberHeaders, offlineMessage } from './offline-requests';
export { reportAnswerHeaders } from './offline-note';
export { keepCopiesOf } from './offline-copies';
