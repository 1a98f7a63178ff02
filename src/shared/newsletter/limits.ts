// Constants of the newsletter the browser needs (schema.ts carries zod, which browser code imports only as types).

/** The mailed links' token is 43 base64url characters; longer text is refused, anything else reads as not valid. */
export const NEWSLETTER_TOKEN_MAX_LENGTH = 200;
