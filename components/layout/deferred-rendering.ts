/**
 * Below the first screen, the browser renders a page's blocks only as they come near the viewport
 * (`content-visibility: auto`, app/globals.css): every section after a page's first, the related
 * articles, the closing call to action and the footer. On a phone that is most of the page, so
 * the first paint styles and lays out a screenful instead of the whole page, and there is that
 * much less work on the main thread while the page hydrates. The content stays in the document:
 * in-page search, screen readers and search engines find it as before.
 *
 * A block that has not been rendered yet is a placeholder 800px tall. That is wrong for any jump
 * into the page: a link to `#id`, a reload or Back that restores a scroll position. The browser
 * would place the target by the placeholders above it, and then they grow. So this script, run in
 * <head> before the body is parsed, turns deferral off for the rest of the document's life
 * (`RENDER_ALL_ATTRIBUTE` on <html>):
 * - when the page is opened with a fragment, a text fragment (`#:~:text=`, as search engines link
 *   to) included: that one is left out of `location`, not out of the navigation entry's URL; or by
 *   a reload, or by Back or Forward;
 * - before a link with a fragment is followed or the history moves (capture phase, so before
 *   Next's router acts on it).
 *
 * A constant, like the theme script: nothing of content or input is ever spliced into it.
 */
export const RENDER_ALL_ATTRIBUTE = 'data-render-all'

export const DEFERRED_RENDERING_SCRIPT = `(function(){var r=document.documentElement;function all(){r.setAttribute('${RENDER_ALL_ATTRIBUTE}','')}try{var n=performance.getEntriesByType('navigation')[0];if(n&&(n.type==='reload'||n.type==='back_forward'||n.name.indexOf('#')>=0))all()}catch(e){}if(location.hash)all();addEventListener('popstate',all,true);addEventListener('hashchange',all,true);document.addEventListener('click',function(e){var a=e.target&&e.target.closest?e.target.closest('a[href*="#"]'):null;if(a)all()},true)})()`
