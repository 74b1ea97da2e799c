/** Shared by the Studio's link type and the section schemas whose items link somewhere. */

/** A path on this site ("/pricing") or a full URL to another site. */
export const hrefValidation = (rule: { custom: (fn: (value: unknown) => true | string) => unknown }) =>
  rule.custom((value) => {
    if (value === undefined || value === null || value === '') return true
    if (typeof value !== 'string') return 'Must be text'
    if (/^\/[^\s]*$/.test(value) || /^https?:\/\/[^\s]+$/.test(value) || /^mailto:[^\s]+$/.test(value)) return true
    return 'Use a path starting with "/" (for example /pricing) or a full URL starting with https://'
  })
