// Texts the auth forms show themselves, apart from the rules (schemas.ts) that
// load only when a form is submitted.
export const INVALID_IMAGE_URL = 'Please provide a valid image URL';
