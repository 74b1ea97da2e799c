/**
 * Runs in <head> before first paint so the page never flashes the wrong theme. A constant, never
 * built from content or input: the Content-Security-Policy allows inline scripts
 * ('unsafe-inline', lib/security/headers.ts says why), so what it runs must be ours alone. Keep it in
 * step with theme.ts (key 'vite-ui-theme'; 'dark' | 'light' | 'system'; default dark).
 */
export const THEME_SCRIPT = `(function(){var t='dark';try{var s=localStorage.getItem('vite-ui-theme');if(s==='light'||s==='dark'||s==='system')t=s}catch(e){}if(t==='system'){try{t=window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}catch(e){t='dark'}}var r=document.documentElement;r.classList.toggle('dark',t==='dark');r.style.colorScheme=t})()`
