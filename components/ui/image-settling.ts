/**
 * The attribute on a server-drawn image (OptimizedImage) until it has loaded or failed: ImageSettle
 * then clears its blurred placeholder and the transparent colour that hides its alt text meanwhile.
 * Its own module: the server component and the client one both read it, and neither may pull in
 * the other.
 */
export const SETTLING = 'data-settling'
