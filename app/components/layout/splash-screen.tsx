const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The splash screen of docs/product.md §2.2: 0.6 s of 'Crafting Unforgettable Adventures' (and a
 * 0.3 s fade) over the page, on the first load of a browser session only, and only when that load
 * is the home page: a visitor arriving on a package, an offer or their booking from a link sees it
 * at once (docs/decisions/043-splash-on-home-landings-only.md). It was 1.5 s until ADR 045: a
 * cover that long kept the page from looking complete on a phone for two seconds. It is plain HTML plus a tiny inline script,
 * not React: the page renders (and hydrates) beneath it untouched, so nothing a visitor or a
 * browser measures waits for it. It ignores pointer events and is hidden from assistive technology,
 * and visitors who ask for reduced motion never see it.
 */
export function SplashScreen({ agencyName, scriptMark }: { agencyName: string; scriptMark?: string }) {
  // the server's script mark (lib/script-mark.ts), removed again before the page is sent
  const nonce = scriptMark ? ` nonce="${scriptMark}"` : "";
  const html = `<div id="splash" class="splash" hidden aria-hidden="true"><div class="splash-inner"><p class="splash-brand">${escapeHtml(agencyName)}</p><p class="splash-tagline">Crafting Unforgettable Adventures</p><div class="splash-track"><div class="splash-bar"></div></div></div></div><script${nonce}>(function(){try{if(sessionStorage.getItem("splashShown")||matchMedia("(prefers-reduced-motion: reduce)").matches)return;sessionStorage.setItem("splashShown","1");if(location.pathname!=="/")return;var s=document.getElementById("splash");if(!s)return;s.hidden=false;setTimeout(function(){s.classList.add("splash-out");setTimeout(function(){s.hidden=true},300)},600)}catch(e){}})()</script>`;
  // React leaves this markup alone when it hydrates (the same string on server and client)
  return <div suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />;
}
