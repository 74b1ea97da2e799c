/**
 * A page opened at a fragment (`/#faq`) lands on its target even when a block above it arrives
 * late. React writes a Suspense boundary that completes after the first 12.8 KB of a page's HTML at
 * the end of the document, hidden, and moves it into place in a later animation frame
 * (docs/architecture.md, "Blocks that arrive last"): the call-me section on `/`, for one. The
 * browser has often scrolled to the target by then, and the block pushes the target down by its
 * height (464 px at 390 px wide). So, for a fresh visit with a fragment (not a reload or Back,
 * where the browser restores the visitor's own position), this head script scrolls the target back
 * to the top each time the document's size changes, as the browser's own jump does, until the
 * visitor scrolls, taps, clicks or types, or a second after the page has loaded.
 *
 * A constant, like the theme script: nothing of content or input is ever spliced into it.
 */
export const FRAGMENT_LANDING_SCRIPT = `(function(){try{var n=performance.getEntriesByType('navigation')[0];if(!n||n.type!=='navigate')return}catch(e){return}var h=location.hash.slice(1);if(!h||!window.ResizeObserver)return;try{h=decodeURIComponent(h)}catch(e){}var done=false,o=new ResizeObserver(function(){var t=!done&&document.getElementById(h);if(t)t.scrollIntoView({block:'start',behavior:'instant'})});function stop(){done=true;o.disconnect()}['wheel','touchstart','keydown','pointerdown'].forEach(function(t){addEventListener(t,stop,{capture:true,passive:true})});o.observe(document.documentElement);addEventListener('load',function(){setTimeout(stop,1000)})})()`
